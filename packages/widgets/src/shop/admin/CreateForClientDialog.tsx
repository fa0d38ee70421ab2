import { useStore } from '@nanostores/react';
import { formatDateTime } from '@stickers62/core/format';
import type { CreateForClientStore } from '@stickers62/core/stores';
import { adminFormTexts, adminTexts, clientOrderTexts } from '@stickers62/core/texts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClass, fieldClass } from '../../ui/classes';
import { Dialog } from '../../ui/Dialog';

export interface CreateForClientDialogProps {
  store: CreateForClientStore;
  onClose: () => void;
  /** Copies text to the clipboard; the browser's clipboard by default. */
  copy?: (text: string) => Promise<void>;
  /** The order screen's address, where the manager adds the items as a customer would (`/order/{id}`). */
  orderPath?: (orderId: string) => string;
  /** Opens the new order's card (the edit dialog): delivery, status, comment. */
  onOpenOrder?: (orderId: string) => void;
}

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/** A draft order for a client who writes in VK, and the access link to send them. */
export function CreateForClientDialog({
  store,
  onClose,
  copy = copyToClipboard,
  orderPath,
  onOpenOrder,
}: CreateForClientDialogProps) {
  const { submitting, error, created } = useStore(store.$state);
  const [form, setForm] = useState({ clientName: '', vkLink: '', comment: '' });
  const [copied, setCopied] = useState(false);
  const id = useId();
  const createdHeading = useRef<HTMLParagraphElement>(null);
  // The form is gone once the order is made: focus goes to what replaced it.
  useEffect(() => {
    if (created) createdHeading.current?.focus();
  }, [created]);
  const close = () => {
    store.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit(form);
  };
  const copyLink = async (link: string) => {
    try {
      await copy(link);
      setCopied(true);
    } catch {
      // Without clipboard access the link stays selectable in the field.
      setCopied(false);
    }
  };

  return (
    <Dialog title={adminTexts.createForClient} onClose={close}>
      {created ? (
        <div className="flex flex-col gap-3 text-sm">
          <p ref={createdHeading} tabIndex={-1} className="font-semibold outline-none">
            {adminFormTexts.created(created.orderNumber)}
          </p>
          <label className={fieldClass.label} htmlFor={`${id}-link`}>
            {clientOrderTexts.clientLink}
          </label>
          {/* The order-link page signs the client in with the key and stays on their order. */}
          <input
            id={`${id}-link`}
            readOnly
            className={`${fieldClass.control} w-full min-w-0 font-mono`}
            value={created.orderLink ?? created.accessLink}
            aria-describedby={`${id}-link-hint`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id={`${id}-link-hint`} className="text-gray-600">
            {clientOrderTexts.clientLinkHint} {adminFormTexts.linkExpires(formatDateTime(created.expiresAt))}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => void copyLink(created.orderLink ?? created.accessLink)}
            >
              {adminTexts.copyLink}
            </button>
            <span role="status" className="font-medium text-green-800">
              {copied ? adminTexts.linkCopied : ''}
            </span>
          </div>
          {(orderPath || onOpenOrder) && (
            <section aria-labelledby={`${id}-fill`} className="flex flex-col gap-2 border-t border-gray-200 pt-3">
              <h3 id={`${id}-fill`} className="font-semibold">
                {clientOrderTexts.fillTitle}
              </h3>
              <p className="text-gray-600">{clientOrderTexts.fillHint}</p>
              <div className="flex flex-wrap gap-2">
                {orderPath && (
                  <a className={buttonClass.secondary} href={orderPath(created.orderId)}>
                    {clientOrderTexts.fillItems}
                  </a>
                )}
                {onOpenOrder && (
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    onClick={() => {
                      store.reset();
                      onOpenOrder(created.orderId);
                    }}
                  >
                    {clientOrderTexts.openCard}
                  </button>
                )}
              </div>
            </section>
          )}
        </div>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={submit}>
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {error}
            </p>
          )}
          <label className={fieldClass.label}>
            {adminFormTexts.clientName}
            <input
              className={fieldClass.control}
              required
              maxLength={200}
              value={form.clientName}
              onChange={(event) => setForm({ ...form, clientName: event.currentTarget.value })}
            />
          </label>
          <label className={fieldClass.label}>
            {adminFormTexts.vkLink}
            <input
              type="url"
              className={fieldClass.control}
              maxLength={500}
              placeholder="https://vk.com/…"
              value={form.vkLink}
              onChange={(event) => setForm({ ...form, vkLink: event.currentTarget.value })}
            />
          </label>
          <label className={fieldClass.label}>
            {adminFormTexts.comment}
            <textarea
              className={`${fieldClass.control} min-h-[80px]`}
              maxLength={2000}
              value={form.comment}
              onChange={(event) => setForm({ ...form, comment: event.currentTarget.value })}
            />
          </label>
          <div className="flex justify-end">
            <button
              type="submit"
              className={buttonClass.primary}
              disabled={submitting || form.clientName.trim() === ''}
            >
              {adminFormTexts.create}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
