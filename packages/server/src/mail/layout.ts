import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { mailFrameTexts } from '@stickers62/core/texts';
import { createElement as h, type ReactNode } from 'react';

/**
 * One e-mail's content, as plain values: React escapes every text and attribute it renders, so
 * a customer's name or comment with HTML arrives as text.
 */
export interface MailContent {
  preview: string;
  heading: string;
  greeting: string;
  paragraphs: readonly string[];
  /** An image (a proof's preview) above the buttons. */
  image?: { src: string; alt: string };
  /** Buttons, each a link to a page of the shop; the first is the main one. */
  actions: readonly { label: string; url: string }[];
  /** Lines of the order's summary (items, total, dates). */
  summary: readonly string[];
  footer: { shopName: string; site: string; email: string; hours: string; unsubscribeUrl?: string };
}

const fontFamily = 'Arial, Helvetica, sans-serif';
const styles = {
  body: { backgroundColor: '#f4f4f5', fontFamily, margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: '8px', padding: '24px', maxWidth: '560px' },
  heading: { fontSize: '22px', color: '#18181b', margin: '0 0 16px' },
  text: { fontSize: '15px', lineHeight: '22px', color: '#27272a', margin: '0 0 12px' },
  summary: { fontSize: '14px', lineHeight: '20px', color: '#3f3f46', margin: '0 0 4px' },
  button: {
    backgroundColor: '#7c3aed',
    color: '#ffffff',
    borderRadius: '6px',
    padding: '12px 20px',
    fontSize: '15px',
    textDecoration: 'none',
    marginRight: '8px',
    marginBottom: '8px',
  },
  secondary: { backgroundColor: '#e4e4e7', color: '#18181b' },
  small: { fontSize: '12px', lineHeight: '18px', color: '#71717a', margin: '0 0 4px', wordBreak: 'break-all' },
  image: { maxWidth: '100%', borderRadius: '6px', margin: '0 0 16px' },
} as const;

/** The HTML of an e-mail: heading, text, summary, buttons with their addresses spelled out, footer. */
export function MailLayout({ content }: { content: MailContent }): ReactNode {
  const text = (value: string, key?: string | number) => h(Text, { key, style: styles.text }, value);
  return h(
    Html,
    { lang: 'ru' },
    h(Head, null),
    h(Preview, null, content.preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Heading, { as: 'h1', style: styles.heading }, content.heading),
        text(content.greeting),
        ...content.paragraphs.map((paragraph, index) => text(paragraph, index)),
        content.summary.length > 0
          ? h(
              Section,
              { style: { margin: '8px 0 16px' } },
              ...content.summary.map((line, index) => h(Text, { key: index, style: styles.summary }, line)),
            )
          : null,
        content.image
          ? h(Img, { src: content.image.src, alt: content.image.alt, width: 480, style: styles.image })
          : null,
        h(
          Section,
          { style: { margin: '8px 0 16px' } },
          ...content.actions.map((action, index) =>
            h(
              Button,
              {
                key: action.url,
                href: action.url,
                style: index === 0 ? styles.button : { ...styles.button, ...styles.secondary },
              },
              action.label,
            ),
          ),
        ),
        content.actions[0]
          ? h(
              Text,
              { style: styles.small },
              `${mailFrameTexts.linkHint} `,
              h(Link, { href: content.actions[0].url }, content.actions[0].url),
            )
          : null,
        h(Hr, null),
        h(Text, { style: styles.small }, content.footer.shopName),
        h(Text, { style: styles.small }, mailFrameTexts.contacts(content.footer.site, content.footer.email)),
        h(Text, { style: styles.small }, content.footer.hours),
        h(Text, { style: styles.small }, mailFrameTexts.replyHint),
        content.footer.unsubscribeUrl
          ? h(
              Text,
              { style: styles.small },
              h(Link, { href: content.footer.unsubscribeUrl }, mailFrameTexts.unsubscribe),
              ` ${mailFrameTexts.unsubscribeHint}`,
            )
          : null,
      ),
    ),
  );
}

/** The plain-text part: the same words, each link on its own line. */
export function plainTextOf(content: MailContent): string {
  const lines = [
    content.heading,
    '',
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.summary.length > 0 ? [...content.summary, ''] : []),
    ...content.actions.flatMap((action) => [`${action.label}: ${action.url}`]),
    '',
    '—',
    content.footer.shopName,
    mailFrameTexts.contacts(content.footer.site, content.footer.email),
    content.footer.hours,
    mailFrameTexts.replyHint,
    ...(content.footer.unsubscribeUrl
      ? [`${mailFrameTexts.unsubscribe}: ${content.footer.unsubscribeUrl}`, mailFrameTexts.unsubscribeHint]
      : []),
  ];
  return `${lines.join('\n')}\n`;
}
