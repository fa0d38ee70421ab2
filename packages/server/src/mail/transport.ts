import nodemailer from 'nodemailer';
import type { MailConfig } from './config.js';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per notification, so a message delivered twice (a worker killed mid-send) is recognisably one. */
  messageId: string;
  /** The signed link that turns order news off (RFC 8058 one-click), when the message offers it. */
  unsubscribeUrl?: string;
  /** Images the HTML shows by `cid:` (a proof's preview): carried in the message, nothing fetched when read. */
  inlineImages?: readonly InlineImage[];
  /** Files attached to the message (an invoice's or closing document's PDF for the accountant). */
  attachments?: readonly MailAttachment[];
}

/** A file attached to a message (`Content-Disposition: attachment`). */
export interface MailAttachment {
  filename: string;
  contentType: 'application/pdf';
  content: Buffer;
}

/** An image sent inside the message (a `multipart/related` part) and shown by `<img src="cid:…">`. */
export interface InlineImage {
  /** The Content-ID, without angle brackets: `proof-…@stickers62`. */
  cid: string;
  filename: string;
  contentType: 'image/webp' | 'image/png' | 'image/jpeg';
  content: Buffer;
}

/** A message development kept instead of sending (no SMTP_URL), shown at /dev/mail. */
export interface KeptMail extends MailMessage {
  from: string;
  at: string;
}

export interface MailTransport {
  /** Whether messages leave the server (SMTP) or are only kept (development without SMTP_URL). */
  kind: 'smtp' | 'kept' | 'none';
  send(message: MailMessage): Promise<void>;
  /** Development's kept messages, newest first. */
  kept: KeptMail[];
  close(): void;
}

/** How long one SMTP exchange may stall before the attempt fails and is retried later. */
export const defaultSmtpTimeoutMs = 20_000;
/** `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://…` (TLS from the start, port 465 by default). */
export function smtpOptionsOf(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
  };
}

/** Development keeps this many messages in memory. */
const keptLimit = 200;

/**
 * SMTP through nodemailer when `SMTP_URL` is set; otherwise development keeps the messages (shown
 * at /dev/mail) and production sends none (the worker records them as skipped).
 */
export function createMailTransport(
  config: MailConfig | undefined,
  nodeEnv: 'development' | 'production' | 'test',
  options: { timeoutMs?: number; now?: () => number } = {},
): MailTransport {
  const from = config?.from ?? 'Стикеры 62 <shop@localhost>';
  const kept: KeptMail[] = [];
  if (config?.smtpUrl) {
    const timeoutMs = options.timeoutMs ?? defaultSmtpTimeoutMs;
    const smtp = nodemailer.createTransport({
      ...smtpOptionsOf(config.smtpUrl),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return {
      kind: 'smtp',
      kept,
      async send(message) {
        await smtp.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          messageId: message.messageId,
          attachments: [
            ...(message.inlineImages ?? []).map((image) => ({
              cid: image.cid,
              filename: image.filename,
              contentType: image.contentType,
              content: image.content,
              contentDisposition: 'inline' as const,
            })),
            ...attachedFiles(message),
          ],
          ...(message.unsubscribeUrl
            ? {
                list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'order news' } },
                headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              }
            : {}),
        });
      },
      close: () => smtp.close(),
    };
  }
  if (nodeEnv === 'production') {
    return {
      kind: 'none',
      kept,
      async send() {
        throw new Error('SMTP_URL is not set');
      },
      close() {},
    };
  }
  const now = options.now ?? Date.now;
  return {
    kind: 'kept',
    kept,
    async send(message) {
      kept.unshift({ ...message, from, at: new Date(now()).toISOString() });
      kept.length = Math.min(kept.length, keptLimit);
    },
    close() {},
  };
}

/** The message's attached files as nodemailer takes them. */
function attachedFiles(message: MailMessage) {
  return (message.attachments ?? []).map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: file.content,
    contentDisposition: 'attachment' as const,
  }));
}
