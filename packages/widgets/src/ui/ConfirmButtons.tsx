import { useEffect, useRef } from 'react';
import { Button } from './Button';
import { buttonClass } from './classes';

export interface ConfirmButtonsProps {
  confirmText: string;
  cancelText: string;
  /** The answer is on its way: neither button takes another click. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The answer to a question asked in place of the button that asked it (remove an item, mark an
 * invoice paid): the keyboard follows to «confirm» as the question appears, then «cancel».
 * A question about another thing is a new one: give it its own `key`.
 */
export function ConfirmButtons({ confirmText, cancelText, busy, onConfirm, onCancel }: ConfirmButtonsProps) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirm.current?.focus();
  }, []);
  return (
    <div className="flex flex-wrap gap-2">
      <button ref={confirm} type="button" className={buttonClass.primary} disabled={busy} onClick={onConfirm}>
        {confirmText}
      </button>
      <Button disabled={busy} onClick={onCancel}>
        {cancelText}
      </Button>
    </div>
  );
}
