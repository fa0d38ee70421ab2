import { fileTexts } from '@stickers62/core/texts';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../ui/Button';

export interface FileActionsProps {
  /** A file is stored: upload becomes «Заменить» (the same dialog), and download and delete show. */
  stored: boolean;
  uploadText: string;
  uploadKind: ButtonProps['kind'];
  onUpload: () => void;
  onDownload: () => void;
  onDelete: () => void;
  /** The row's other buttons, after the file's. */
  children?: ReactNode;
}

/** The file buttons of an item's card and of the order's general acryl file. */
export function FileActions({
  stored,
  uploadText,
  uploadKind,
  onUpload,
  onDownload,
  onDelete,
  children,
}: FileActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button kind={uploadKind} onClick={onUpload}>
        {stored ? fileTexts.replace : uploadText}
      </Button>
      {stored && (
        <>
          <Button onClick={onDownload}>{fileTexts.download}</Button>
          <Button onClick={onDelete}>{fileTexts.delete}</Button>
        </>
      )}
      {children}
    </div>
  );
}
