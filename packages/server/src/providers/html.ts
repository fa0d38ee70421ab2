/** Escapes text for HTML bodies and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The frame of a sandbox page: Russian, simple, styles inline (no assets to serve). */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f4f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827">
<main style="background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(0,0,0,.08);padding:32px;max-width:420px;width:calc(100% - 32px)">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export const primaryButtonStyle =
  'border:0;border-radius:10px;padding:12px 20px;font-size:16px;cursor:pointer;background:#2563eb;color:#fff';
export const secondaryButtonStyle =
  'border:1px solid #d1d5db;border-radius:10px;padding:12px 20px;font-size:16px;cursor:pointer;background:#fff;color:#111827';
