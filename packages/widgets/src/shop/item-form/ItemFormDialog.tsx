import { useStore } from '@nanostores/react';
import { fittingPreviewUrl } from '@stickers62/core/api';
import type { CuttingType, ItemKind, LaminationType, PaperSize, ReferenceLists } from '@stickers62/core/contract';
import { formatRubles } from '@stickers62/core/format';
import { cheapestFittingPrice } from '@stickers62/core/pricing';
import {
  acrylMinimumRun,
  acrylPrintTypeOptions,
  areSizesEditable,
  isBelowMinimumRun,
  paperSizeChoices,
  stickerMinimumRun,
} from '@stickers62/core/rules';
import {
  type AcrylItemFormStore,
  getApiClient,
  type OpenItemForm,
  type StickerItemFormStore,
} from '@stickers62/core/stores';
import { cuttingNames, itemFittingTexts, itemTexts, laminationNames, quantityTexts } from '@stickers62/core/texts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { OptionPicturePart } from '#pictures-part';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { StickerSheetSection } from '../../ui/StickerSheetSection';
import { CommentAndFlagFields, type CommonFieldProps, CountField, NameField, SizeFields } from './common-fields';
import { choiceProps, optionsOf } from './fields';
import { LiveQuotePanel } from './LiveQuotePanel';

export interface ItemFormDialogProps {
  /** The open form (the order details store's `$itemForm`): it saves through that store, which closes it on success. */
  opened: OpenItemForm;
  references: ReferenceLists;
  apiBase?: string;
  /** The item's layout thumbnail, drawn in each sticker of the sheet picture. */
  thumbnailUrl?: string | null;
  onClose: () => void;
}

function titleOf(kind: ItemKind, isNew: boolean): string {
  if (!isNew) return itemTexts.editTitle;
  return kind === 'stickers' ? itemTexts.newStickerTitle : itemTexts.newAcrylTitle;
}

/** The add/edit item form (modal) of either kind. */
export function ItemFormDialog(props: ItemFormDialogProps) {
  const { opened } = props;
  return (
    <Dialog title={titleOf(opened.kind, opened.item === null)} onClose={props.onClose}>
      {opened.kind === 'stickers' && (
        <StickerFields
          form={opened.form}
          references={props.references}
          thumbnailUrl={props.thumbnailUrl}
          onCancel={props.onClose}
        />
      )}
      {opened.kind === 'acryl' && (
        <AcrylFields
          form={opened.form}
          references={props.references}
          apiBase={props.apiBase}
          onCancel={props.onClose}
        />
      )}
    </Dialog>
  );
}

function FormFrame(props: {
  children: ReactNode;
  error: string | null;
  saving: boolean;
  hint: string | null;
  hintStrong: boolean;
  quote: ReactNode;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="flex min-h-0 flex-col gap-4" onSubmit={submit} noValidate>
      <div className="grid min-h-0 grid-cols-1 gap-4 overflow-y-auto pb-1 sm:grid-cols-2">{props.children}</div>
      {props.hint && (
        <p className={`text-sm ${props.hintStrong ? 'font-semibold text-red-700' : 'text-gray-600'}`}>{props.hint}</p>
      )}
      {props.quote}
      {props.error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {props.error}
        </p>
      )}
      <DialogActions onCancel={props.onCancel}>
        <Button kind="primary" type="submit" disabled={props.saving}>
          {itemTexts.save}
        </Button>
      </DialogActions>
    </form>
  );
}

const paperSizeOptions = optionsOf(paperSizeChoices, { Other: itemTexts.paperSizeOther });

function StickerFields({
  form,
  references,
  thumbnailUrl,
  onCancel,
}: {
  form: StickerItemFormStore;
  references: ReferenceLists;
  thumbnailUrl: string | null | undefined;
  onCancel: () => void;
}) {
  const state = useStore(form.$state);
  const sheet = useStore(form.$sheet);
  const quote = useStore(form.$quote);
  const { values } = state;
  const marked = (field: (typeof state.highlighted)[number]) => state.highlighted.includes(field);
  const common: CommonFieldProps = { state, marked, set: form.set };
  const sizesEditable = areSizesEditable(values.paperSize);
  return (
    <FormFrame
      error={state.error}
      saving={state.saving}
      hint={stickerMinimumRun.hint}
      hintStrong={values.count > 0 && isBelowMinimumRun(values.count, stickerMinimumRun)}
      quote={<LiveQuotePanel quote={quote} />}
      onSubmit={() => void form.submit()}
      onCancel={onCancel}
    >
      <NameField {...common} />
      <SelectField
        label={itemTexts.cuttingType}
        value={values.cuttingType}
        options={optionsOf(references.cuttingTypes, cuttingNames)}
        {...choiceProps(marked('cuttingType'))}
        onChange={(value) => form.set('cuttingType', value || null)}
        picture={values.cuttingType && <OptionPicturePart kind="cutting" value={values.cuttingType as CuttingType} />}
      />
      <SelectField
        label={itemTexts.filmType}
        value={values.filmType}
        options={optionsOf(references.filmTypes)}
        {...choiceProps(marked('filmType'))}
        onChange={(value) => form.set('filmType', value || null)}
        picture={values.filmType && <OptionPicturePart kind="film" value={values.filmType} />}
      />
      <SelectField
        label={itemTexts.laminationType}
        value={values.laminationType}
        options={optionsOf(references.laminationTypes, laminationNames)}
        {...choiceProps(marked('laminationType'))}
        onChange={(value) => form.set('laminationType', value || null)}
        picture={
          values.laminationType && (
            <OptionPicturePart kind="lamination" value={values.laminationType as LaminationType} />
          )
        }
      />
      <CountField {...common} label={quantityTexts.stickerCountLabel} />
      <div className="flex flex-col sm:col-span-2">
        <SelectField
          label={itemTexts.paperSize}
          value={values.paperSize ?? 'Other'}
          options={paperSizeOptions}
          onChange={(value) => form.setPaperSize((value || 'Other') as PaperSize)}
        />
      </div>
      <SizeFields {...common} disabled={!sizesEditable} />
      <div className="sm:col-span-2">
        <StickerSheetSection
          view={sheet}
          onStickerSize={form.setStickerSize}
          imageUrl={thumbnailUrl}
          initialSize={form.$stickerSize.get()}
          look={{
            film: values.filmType ?? '',
            lamination: values.laminationType as LaminationType | null,
            cutting: values.cuttingType as CuttingType | null,
          }}
        />
      </div>
      <CommentAndFlagFields {...common} />
    </FormFrame>
  );
}

function AcrylFields({
  form,
  references,
  apiBase,
  onCancel,
}: {
  form: AcrylItemFormStore;
  references: ReferenceLists;
  apiBase: string | undefined;
  onCancel: () => void;
}) {
  const state = useStore(form.$state);
  const quote = useStore(form.$quote);
  const { values } = state;
  const marked = (field: (typeof state.highlighted)[number]) => state.highlighted.includes(field);
  const common: CommonFieldProps = { state, marked, set: form.set };
  const run = acrylMinimumRun(values);
  const cheapestFitting = cheapestFittingPrice(references.acrylFittings);
  return (
    <FormFrame
      error={state.error}
      saving={state.saving}
      hint={run?.hint ?? null}
      hintStrong={values.count > 0 && isBelowMinimumRun(values.count, run)}
      quote={<LiveQuotePanel quote={quote} />}
      onSubmit={() => void form.submit()}
      onCancel={onCancel}
    >
      <NameField {...common} />
      <SelectField
        label={itemTexts.acrylType}
        value={values.acrylType}
        options={optionsOf(references.acrylTypes)}
        {...choiceProps(marked('acrylType'))}
        onChange={(value) => form.set('acrylType', value || null)}
      />
      <SelectField
        label={itemTexts.materialType}
        value={values.materialType}
        options={optionsOf(references.acrylMaterialTypes)}
        {...choiceProps(marked('materialType'))}
        onChange={(value) => form.set('materialType', value || null)}
      />
      <SelectField
        label={itemTexts.printType}
        value={values.printType}
        options={optionsOf(acrylPrintTypeOptions(references.acrylPrintTypes))}
        {...choiceProps(marked('printType'))}
        onChange={(value) => form.set('printType', value || null)}
      />
      <CountField {...common} label={quantityTexts.acrylCountLabel} />
      <SizeFields {...common} />
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-gray-700">{itemTexts.fittings}</legend>
        {cheapestFitting !== null && (
          <p className="text-xs text-gray-600">{itemFittingTexts.fittingsNote(formatRubles(cheapestFitting))}</p>
        )}
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {references.acrylFittings.map((fitting) => (
            <FittingOption
              key={fitting.name}
              name={fitting.name}
              price={itemFittingTexts.fittingPrice(formatRubles(fitting.price))}
              previewUrl={fittingPreviewUrl(getApiClient(apiBase), fitting.name)}
              checked={values.fittings.includes(fitting.name)}
              onToggle={() => form.toggleFitting(fitting.name)}
            />
          ))}
        </div>
      </fieldset>
      <CommentAndFlagFields {...common} />
    </FormFrame>
  );
}

/** A fitting checkbox; hovering or focusing it shows the fitting's picture, hidden when it fails to load. */
function FittingOption(props: {
  name: string;
  /** «8,50 ₽ за шт.»: sold separately, beside the item's cost. */
  price: string;
  previewUrl: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const [hovered, setHovered] = useState(false);
  const [broken, setBroken] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the picture is decorative; focus on the checkbox (bubbling here) shows it to keyboard users too
    <span
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <span className="flex items-baseline gap-2">
        <CheckboxField label={props.name} checked={props.checked} onChange={props.onToggle} />
        <span className="text-xs text-gray-600">{props.price}</span>
      </span>
      {hovered && !broken && (
        <img
          src={props.previewUrl}
          alt=""
          data-testid="fitting-preview"
          className="absolute bottom-full left-0 z-10 mb-2 h-24 w-24 rounded-lg border border-gray-200 bg-white object-contain p-1 shadow-lg"
          onError={() => setBroken(true)}
        />
      )}
    </span>
  );
}
