import type { ApiClient } from '@stickers62/core/api';
import { getMailPreferences, saveMailPreferences } from '@stickers62/core/api';
import { mailPreferenceTexts } from '@stickers62/core/texts';
import { useEffect, useId, useState } from 'react';
import { CheckboxField } from '../../ui/CheckboxField';

/**
 * «Письма о заказах» in the profile: order news by e-mail on or off; money and proof e-mails
 * always come (the same switch as the link in each e-mail).
 */
export function MailPreferences({ api }: { api: ApiClient }) {
  const titleId = useId();
  const [orderNews, setOrderNews] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    getMailPreferences(api).then(
      (loaded) => {
        if (current) setOrderNews(loaded.orderNewsEmails);
      },
      () => {
        if (current) setOrderNews(null);
      },
    );
    return () => {
      current = false;
    };
  }, [api]);
  if (orderNews === null) return null;
  const change = (next: boolean) => {
    setSaving(true);
    setMessage(null);
    saveMailPreferences(api, { orderNewsEmails: next }).then(
      (saved) => {
        setOrderNews(saved.orderNewsEmails);
        setMessage(saved.orderNewsEmails ? mailPreferenceTexts.resubscribed : mailPreferenceTexts.unsubscribed);
        setSaving(false);
      },
      (error: Error) => {
        setMessage(error.message || mailPreferenceTexts.saveFailed);
        setSaving(false);
      },
    );
  };
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-testid="mail-preferences">
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {mailPreferenceTexts.title}
      </h2>
      <CheckboxField
        label={mailPreferenceTexts.orderNews}
        checked={orderNews}
        disabled={saving}
        multiline
        onChange={change}
      />
      <p className="text-xs text-gray-600">{mailPreferenceTexts.alwaysSent}</p>
      {message && (
        <p role="status" className="text-sm text-gray-700">
          {message}
        </p>
      )}
    </section>
  );
}
