import { useStore } from '@nanostores/react';
import type { ApiClient } from '@stickers62/core/api';
import { type AcrylItem, acceptedProofFiles, type ItemKind, type StickerItem } from '@stickers62/core/contract';
import { createProofSendStore, proofScopeValue } from '@stickers62/core/stores';
import { proofTexts } from '@stickers62/core/texts';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Button } from '../ui/Button';
import { fieldClass } from '../ui/classes';
import { SelectField, type SelectOption } from '../ui/SelectField';
import { ProofFiles } from './ProofFiles';
import { ProofTimeline } from './ProofTimeline';

export interface ProofSendPanelProps {
  api: ApiClient;
  orderId: string;
  stickers: readonly Pick<StickerItem, 'name'>[];
  acryl: readonly Pick<AcrylItem, 'name'>[];
  /** A round was sent: the host reloads the order (its status changed). */
  onSent?: () => void;
}

/** What a proof is for: the whole order or one of its items. */
function scopeOptions(stickers: ProofSendPanelProps['stickers'], acryl: ProofSendPanelProps['acryl']): SelectOption[] {
  const itemOption = (kind: ItemKind) => (item: { name: string }) => ({
    value: proofScopeValue(kind, item.name),
    label: proofTexts.forItem(item.name),
  });
  return [
    { value: '', label: proofTexts.wholeOrder },
    ...stickers.map(itemOption('stickers')),
    ...acryl.map(itemOption('acryl')),
  ];
}

/** The manager's side in the edit dialog: send a proof (files, what for, a note) and see every round. */
export function ProofSendPanel({ api, orderId, stickers, acryl, onSent }: ProofSendPanelProps) {
  // The latest callback, read when a round is sent, so a new function from the host keeps the store.
  const callback = useRef(onSent);
  callback.current = onSent;
  const store = useMemo(
    () => createProofSendStore({ api, orderId, onSent: () => callback.current?.() }),
    [api, orderId],
  );
  const state = useStore(store.$state);
  const id = useId();
  useEffect(() => {
    void store.load();
  }, [store]);
  const rounds = state.proofs?.rounds ?? [];
  const latest = rounds[rounds.length - 1];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-gray-200 p-3">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {proofTexts.attachTitle}
      </h3>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.send();
        }}
      >
        <label className={fieldClass.label}>
          {proofTexts.attachFiles}
          <input
            type="file"
            multiple
            accept={acceptedProofFiles}
            className="text-sm"
            onChange={(event) => store.setFiles([...(event.currentTarget.files ?? [])])}
          />
        </label>
        <SelectField
          label={proofTexts.attachScope}
          value={state.scope}
          options={scopeOptions(stickers, acryl)}
          onChange={store.setScope}
        />
        <label className={fieldClass.label}>
          {proofTexts.attachNote}
          <textarea
            className={`${fieldClass.control} min-h-[4rem]`}
            value={state.note}
            onChange={(event) => store.setNote(event.currentTarget.value)}
          />
        </label>
        <Button kind="primary" type="submit" className="self-start" disabled={state.sending}>
          {proofTexts.attachSend}
        </Button>
        {state.error && (
          <p role="alert" className="text-sm text-red-600">
            {state.error}
          </p>
        )}
        <p role="status" className="text-sm text-green-700">
          {state.sending ? `${proofTexts.attaching} ${state.uploaded}/${state.files.length}` : state.notice}
        </p>
      </form>
      {state.loadError && (
        <p role="alert" className="text-sm text-red-600">
          {state.loadError}
        </p>
      )}
      {latest && <ProofFiles api={api} orderId={orderId} files={latest.files} />}
      <ProofTimeline rounds={rounds} />
    </section>
  );
}
