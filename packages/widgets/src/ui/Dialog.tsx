import { navTexts } from '@stickers62/core/texts';
import { type ReactNode, useId, useRef } from 'react';
import { buttonClass } from './classes';
import { useDialogKeyboard } from './use-dialog-keyboard';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A modal dialog: labelled by its title, closed by Escape, the close button or a click on
 * the backdrop; keyboard focus stays inside while it is open.
 */
export function Dialog({ title, onClose, children, footer }: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogKeyboard(dialog, onClose);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a mouse shortcut; keyboard users have Escape and the close button
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4 font-sans"
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={onKeyDown}
      role="presentation"
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="flex max-h-full w-full max-w-5xl flex-col rounded-2xl bg-white text-gray-900 shadow-xl outline-none"
      >
        <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button type="button" className={buttonClass.icon} aria-label={navTexts.close} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="flex min-h-0 flex-1 flex-col px-5 py-4">{children}</div>
        {footer && <div className="flex justify-end gap-3 border-t border-gray-200 px-5 py-3">{footer}</div>}
      </div>
    </div>
  );
}
