'use client';

import { navTexts } from '@stickers62/core/texts';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from './Button';
import { buttonClass } from './classes';
import { part } from './parts';
import { useDialogKeyboard } from './use-dialog-keyboard';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Without a footer: an information dialog's one button, primary, closing it as Escape and × do. */
  closeText?: string;
}

/**
 * A modal dialog in the browser's top layer (a `<dialog>` shown with `showModal()`): labelled
 * by its title, closed by Escape, the close button or a click on the backdrop; keyboard focus
 * stays inside while it is open and the page behind is inert. The `<dialog>` covers the
 * viewport and centres the panel, so a click outside the panel lands on the dialog itself.
 */
export function Dialog({ title, onClose, children, footer: actions, closeText }: DialogProps) {
  const titleId = useId();
  const footer =
    actions ??
    (closeText && (
      <Button kind="primary" onClick={onClose}>
        {closeText}
      </Button>
    ));
  const dialog = useRef<HTMLDialogElement>(null);
  const { onKeyDown, onCancel } = useDialogKeyboard(dialog, onClose);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      part={part.dialog}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none items-center border-0 justify-center bg-transparent p-4 font-sans outline-none backdrop:bg-black/50 open:flex"
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <div className="flex max-h-full w-full max-w-5xl flex-col rounded-2xl bg-white text-gray-900 shadow-xl">
        <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button type="button" className={buttonClass.icon} aria-label={navTexts.close} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="flex min-h-0 flex-1 flex-col px-5 py-4">{children}</div>
        {footer && <div className={`${actionsRowClass} border-t border-gray-200 px-5 py-3`}>{footer}</div>}
      </div>
    </dialog>
  );
}

/** A row of actions at a dialog's end: the footer's, and a form's inside a dialog. */
const actionsRowClass = 'flex justify-end gap-3';

export interface DialogActionsProps {
  /** Closes without doing anything: the first button, before the children. */
  onCancel?: () => void;
  /** The cancelling button's text; «Отмена» unless a screen says otherwise. */
  cancelText?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A dialog's row of actions, at its end: the cancelling one first, the main one last. A form inside
 * a dialog ends with one, so its submit button stays in the form; the dialog's `footer` is the same
 * row. A named export, not `Dialog.Actions`: a property on `Dialog` would ship it in every script
 * that opens a dialog (decision 0195).
 */
export function DialogActions({ onCancel, cancelText = navTexts.cancel, className, children }: DialogActionsProps) {
  return (
    <div className={className ? `${actionsRowClass} ${className}` : actionsRowClass}>
      {onCancel && <Button onClick={onCancel}>{cancelText}</Button>}
      {children}
    </div>
  );
}
