import type { KeptMail } from '../mail/transport.js';

/** A kept message's HTML with its `cid:` images as data URLs: the list page has no mail client to resolve them. */
const withInlineImages = (mail: KeptMail) =>
  (mail.inlineImages ?? []).reduce(
    (html, image) =>
      html.replaceAll(`cid:${image.cid}`, `data:${image.contentType};base64,${image.content.toString('base64')}`),
    mail.html,
  );

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * /dev/mail: the messages development kept, newest first, each with its headers and its HTML in
 * a sandboxed frame (no scripts, no same origin), so a message cannot act on the page.
 */
export function devMailPage(kept: readonly KeptMail[]): string {
  const items = kept
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p><b>Кому:</b> ${escapeHtml(mail.to)} · <b>От:</b> ${escapeHtml(mail.from)} · ${escapeHtml(mail.at)}</p>
<iframe sandbox="" title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(withInlineImages(mail))}"></iframe>
<details><summary>Текст</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Письма (разработка)</title>
<style>body{font-family:sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}iframe{width:100%;height:480px;border:1px solid #ccc}</style></head>
<body><h1>Письма, которые отправил бы сервер (${kept.length})</h1>${items || '<p>Пока ни одного.</p>'}</body></html>`;
}
