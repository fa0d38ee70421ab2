import { z } from 'zod';

/** E-mail settings (issue 29): the SMTP server, the sender and the managers' address. */
export interface MailConfig {
  /** `smtp://user:pass@host:port` or `smtps://…`; absent: development keeps messages at /dev/mail, production sends none. */
  smtpUrl?: string;
  /** The From header, e.g. `Стикеры 62 <shop@stickers62.ru>`; its address is the contact e-mail in every message. */
  from: string;
  /** Where managers' e-mails go (comma-separated); absent: managers are told by VK messages only. */
  managerEmails: string[];
  /** How often the outbox's worker looks for due notifications (`NOTIFICATION_INTERVAL_MS`); 0: only explicit ticks. */
  workerIntervalMs?: number;
  /** Days a finished outbox row (sent, skipped, failed) is kept before the worker deletes it (`OUTBOX_RETENTION_DAYS`). */
  outboxRetentionDays?: number;
  /** How long one SMTP exchange may stall (mail/transport.ts `defaultSmtpTimeoutMs`); tests shorten it. Not an environment variable. */
  timeoutMs?: number;
}

export const defaultMailFrom = 'Стикеры 62 <shop@localhost>';
/** The outbox is a queue, not the history (the order's timeline is): a month of finished rows is plenty to look into a complaint. */
export const defaultOutboxRetentionDays = 30;

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const mailEnvironmentShape = {
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, 'smtp://user:pass@host:port или smtps://…')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().min(3).optional()),
  MANAGER_EMAIL: optionalText,
  NOTIFICATION_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  OUTBOX_RETENTION_DAYS: z.coerce.number().int('целое число дней').min(1, 'не меньше 1 дня').max(3650).optional(),
};

export function mailConfigFrom(env: {
  SMTP_URL?: string;
  MAIL_FROM?: string;
  MANAGER_EMAIL?: string;
  NOTIFICATION_INTERVAL_MS?: number;
  OUTBOX_RETENTION_DAYS?: number;
}): MailConfig {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? defaultMailFrom,
    managerEmails: (env.MANAGER_EMAIL ?? '').split(/[\s,]+/).filter((address) => address.includes('@')),
    workerIntervalMs: env.NOTIFICATION_INTERVAL_MS,
    outboxRetentionDays: env.OUTBOX_RETENTION_DAYS ?? defaultOutboxRetentionDays,
  };
}

/** The bare address of a From header (`Name <a@b>` or `a@b`). */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}
