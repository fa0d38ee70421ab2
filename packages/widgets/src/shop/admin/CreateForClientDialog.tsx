import { useStore } from '@nanostores/react';
import { formatDateTime } from '@stickers62/core/format';
import type { CreateForClientStore } from '@stickers62/core/stores';
import { adminFormTexts, adminTexts } from '@stickers62/core/texts';
import { type FormEvent, useState } from 'react';
import { buttonClass, fieldClass } from '../../ui/classes';
import { Dialog } from '../../ui/Dialog';

export interface CreateForClientDialogProps {
  store: CreateForClientStore;
  onClose: () => void;
  /** Copies text to the clipboard; the browser's clipboard by default. */
  copy?: (text: string) => Promise<void>;
}

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/** A draft order for a client who writes in VK, and the access link to send them. */
export function CreateForClientDialog({ store, onClose, copy = copyToClipboard }: CreateForClientDialogProps) {
  const { submitting, error, created } = useStore(store.$state);
  const [form, setForm] = useState({ clientName: '', vkLink: '', comment: '' });
  const [copied, setCopied] = useState(false);
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
          <p>{adminFormTexts.created(created.orderNumber)}</p>
          <input
            readOnly
            className={`${fieldClass.control} font-mono`}
            value={created.accessLink}
            aria-label={adminTexts.copyLink}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="text-gray-600">{adminFormTexts.linkExpires(formatDateTime(created.expiresAt))}</p>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className={buttonClass.primary} onClick={() => void copyLink(created.accessLink)}>
              {adminTexts.copyLink}
            </button>
            {copied && (
              <span role="status" className="font-medium text-green-800">
                {adminTexts.linkCopied}
              </span>
            )}
          </div>
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
