import { acceptedLayoutFiles, type ContourResult, type PreflightResult } from '@stickers62/core/contract';
import { isUploadChecking, type UploadProgress } from '@stickers62/core/stores';
import { fileTexts, orderScreenTexts, preflightViewTexts } from '@stickers62/core/texts';
import { useId } from 'react';
import { buttonClass } from '../../ui/classes';
import { Dialog } from '../../ui/Dialog';
import { PreflightBadge } from '../../ui/PreflightBadge';
import { PreflightChecks } from '../../ui/PreflightChecks';
import { FileGuidance } from '../order-details/InstructionDialog';
import { ContourPreview } from './ContourPreview';

export interface FileUploadDialogProps {
  title: string;
  /** The stored file's name, if any. */
  currentFile: string | null;
  /** A note above the guidance (the general acryl file explains itself). */
  note?: string;
  upload: UploadProgress | undefined;
  /** The automatic check of the file just uploaded here, once the server answered with one. */
  preflight?: PreflightResult | null;
  /** The uploaded layout's cut contour (a shape-cut sticker) and its preview's address, to draw one over the other. */
  contour?: { result: ContourResult; previewUrl: string } | null;
  onUpload: (file: File) => void;
  onCancelUpload: () => void;
  onClose: () => void;
}

/**
 * Per-item or general acryl upload: guidance, the file chooser, progress with cancel; once every
 * byte is sent, «Проверяем макет…» until the server answers, then the checks of the stored file.
 */
export function FileUploadDialog(props: FileUploadDialogProps) {
  const inputId = useId();
  const { upload, preflight } = props;
  const checking = upload !== undefined && isUploadChecking(upload);
  const statusText = checking ? preflightViewTexts.checking : fileTexts.uploading(upload?.percent ?? 0);
  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      footer={
        preflight && !upload ? (
          <button type="button" className={buttonClass.primary} onClick={props.onClose}>
            {preflightViewTexts.done}
          </button>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-4 overflow-y-auto">
        {/* The checks first: after an upload they are what the customer came back to read. */}
        {preflight && !upload && (
          <section
            aria-label={preflightViewTexts.checksTitle}
            className="flex flex-col gap-2"
            data-testid="upload-checks"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-sm font-semibold text-gray-900">{preflightViewTexts.checksTitle}</h3>
              <PreflightBadge level={preflight.level} />
            </div>
            {props.contour && <ContourPreview contour={props.contour.result} previewUrl={props.contour.previewUrl} />}
            <PreflightChecks checks={preflight.checks} />
          </section>
        )}
        {props.note && <p className="text-sm text-gray-800">{props.note}</p>}
        <section aria-label={orderScreenTexts.guidanceTitle} className="rounded-xl bg-gray-50 p-4">
          <h3 className="mb-2 text-sm font-semibold text-gray-900">{orderScreenTexts.guidanceTitle}</h3>
          <FileGuidance />
        </section>
        {/* break-words: a long file name without spaces wraps instead of running out of the dialog. */}
        <p className="break-words text-sm text-gray-700">
          {props.currentFile ? orderScreenTexts.currentFile(props.currentFile) : orderScreenTexts.noFile}
        </p>
        {upload ? (
          <div className="flex flex-col gap-2">
            {/* While the server checks the file the bar has no end to show: an indeterminate one moves. */}
            <progress
              className="h-3 w-full accent-brand"
              max={100}
              value={checking ? undefined : upload.percent}
              aria-label={statusText}
            />
            <div className="flex items-center justify-between gap-3">
              <span role="status" className="text-sm text-gray-800">
                {statusText}
              </span>
              <button type="button" className={buttonClass.secondary} onClick={props.onCancelUpload}>
                {fileTexts.cancelUpload}
              </button>
            </div>
          </div>
        ) : (
          <div>
            <label htmlFor={inputId} className={`${buttonClass.primary} cursor-pointer`}>
              {props.currentFile ? fileTexts.replace : fileTexts.chooseFile}
            </label>
            <input
              id={inputId}
              type="file"
              accept={acceptedLayoutFiles}
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) props.onUpload(file);
              }}
            />
          </div>
        )}
      </div>
    </Dialog>
  );
}
