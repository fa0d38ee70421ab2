import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard behaviour of a modal: focus moves into it on open and back to where it was on
 * close; Tab and Shift+Tab stay inside; Escape closes. Returns the keydown handler for the
 * dialog element (a handler on the element works inside shadow roots, where a document
 * listener would see only the host).
 */
export function useDialogKeyboard(dialog: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined;
    const previous = root?.activeElement as HTMLElement | null | undefined;
    const first = dialog.current?.querySelector<HTMLElement>(focusable);
    (first ?? dialog.current)?.focus();
    return () => previous?.focus?.();
  }, [dialog]);

  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    const active = (dialog.current.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };
}
