import type { ApiClient } from '@stickers62/core/api';
import { proofPreviewUrl } from '@stickers62/core/api';
import { type ProofFile, previewWidths } from '@stickers62/core/contract';
import { proofTexts } from '@stickers62/core/texts';
import { useState } from 'react';
import { Lightbox } from '../ui/Lightbox';

/** The round's files as thumbnails; a click opens the large preview (PDFs are rendered by the server). */
export function ProofFiles({ api, orderId, files }: { api: ApiClient; orderId: string; files: readonly ProofFile[] }) {
  const [open, setOpen] = useState<ProofFile | null>(null);
  return (
    <>
      <ul className="flex flex-wrap gap-3">
        {files.map((file) => (
          <li key={file.id}>
            <button
              type="button"
              className="flex w-36 flex-col items-center gap-1 rounded-lg border border-gray-200 bg-gray-50 p-2 text-xs hover:border-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
              aria-label={proofTexts.openPreview(file.fileName)}
              onClick={() => setOpen(file)}
            >
              <img
                src={proofPreviewUrl(api, orderId, file.id, 240)}
                alt=""
                className="h-28 w-full object-contain"
                loading="lazy"
              />
              <span className="w-full truncate text-gray-700">{file.fileName}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Lightbox
          src={proofPreviewUrl(api, orderId, open.id, previewWidths.lightbox)}
          alt={open.fileName}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
