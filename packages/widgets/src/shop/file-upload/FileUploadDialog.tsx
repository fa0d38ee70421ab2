import { acceptedLayoutFiles } from '@stickers62/core/contract';
import type { UploadProgress } from '@stickers62/core/stores';
import { fileTexts, orderScreenTexts } from '@stickers62/core/texts';
import { useId } from 'react';
import { buttonClass } from '../../ui/classes';
import { Dialog } from '../../ui/Dialog';
import { FileGuidance } from '../order-details/InstructionDialog';

export interface FileUploadDialogProps {
  title: string;
  /** The stored file's name, if any. */
  currentFile: string | null;
  /** A note above the guidance (the general acryl file explains itself). */
  note?: string;
  upload: UploadProgress | undefined;
  onUpload: (file: File) => void;
  onCancelUpload: () => void;
  onClose: () => void;
}

/** Per-item or general acryl upload: guidance, the file chooser, progress with cancel. */
export function FileUploadDialog(props: FileUploadDialogProps) {
  const inputId = useId();
  const { upload } = props;
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <div className="flex flex-col gap-4 overflow-y-auto">
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
            <progress
              className="h-3 w-full accent-brand"
              max={100}
              value={upload.percent}
              aria-label={fileTexts.uploading(upload.percent)}
            />
            <div className="flex items-center justify-between gap-3">
              <span role="status" className="text-sm text-gray-800">
                {fileTexts.uploading(upload.percent)}
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
