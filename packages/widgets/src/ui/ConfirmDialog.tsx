import { navTexts } from '@stickers62/core/texts';
import type { ReactNode } from 'react';
import { buttonClass } from './classes';
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
          <button type="button" className={buttonClass.secondary} onClick={onCancel}>
            {navTexts.no}
          </button>
          <button type="button" className={buttonClass.primary} onClick={onConfirm}>
            {navTexts.yes}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
