import { navTexts } from '@stickers62/core/texts';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question ('Да' / 'Нет'): the one footer of the shop's confirmations (sending an order, deleting an item, signing out). */
export function ConfirmDialog({ title, children, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{navTexts.no}</Button>
          <Button kind="primary" onClick={onConfirm}>
            {navTexts.yes}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
