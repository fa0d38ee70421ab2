import { type KeyboardEvent, type RefObject, type SyntheticEvent, useEffect } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element, looked for inside shadow roots too (a widget's opener may be in one). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active as HTMLElement | null;
}

/**
 * A modal dialog element's behaviour: on open it is shown in the browser's top layer
 * (showModal: no transformed or clipping container of the host page cuts it off, the page
 * behind is inert), focus moves into it and back to where it was on close; Tab and Shift+Tab
 * stay inside; Escape closes. Returns the handlers for the dialog: keydown (a handler on the
 * element works inside shadow roots, where a document listener would see only the host) and
 * cancel (the browser's own close request, e.g. Escape while nothing inside has focus). The
 * dialog is the component's to close: it closes by unmounting, never by itself. A panel that
 * is not a dialog element gets the focus handling only.
 */
export function useDialogKeyboard(dialog: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const element = dialog.current;
    const previous = deepActiveElement();
    if (element instanceof HTMLDialogElement && !element.open && element.isConnected) {
      // happy-dom and old browsers without showModal: the dialog still renders in place.
      element.showModal?.();
    }
    const first = element?.querySelector<HTMLElement>(focusable);
    (first ?? element)?.focus();
    return () => {
      // Out of the top layer first: while the dialog is modal the page is inert and cannot take
      // focus (the clean-up may run before the dialog leaves the DOM).
      if (element instanceof HTMLDialogElement && element.open) element.close?.();
      previous?.focus?.();
    };
  }, [dialog]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Cancelling the keydown keeps the browser from sending its own close request as well.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    const active = (dialog.current.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  return { onKeyDown, onCancel };
}
