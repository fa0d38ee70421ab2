import { brandTexts, navTexts } from '@stickers62/core/texts';
import { type ReactNode, useEffect } from 'react';

/** Sets the document title: '{page} — Стикеры 62'. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title === brandTexts.name ? title : `${title} — ${brandTexts.name}`;
  }, [title]);
}

/** A page's frame: its title (also the document's) and content in the site's column. */
export function Page({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  useDocumentTitle(title);
  return (
    // The column lines up with the header's; narrow pages keep their text to a readable width.
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-gray-900 md:text-3xl">{title}</h1>
      <div className={wide ? '' : 'max-w-3xl'}>{children}</div>
    </div>
  );
}

/** What a route shows while the session or its data is being loaded. */
export function PageLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" aria-busy="true">
      <Spinner label={navTexts.loading} />
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-gray-600">
      <span
        aria-hidden="true"
        className="inline-block h-6 w-6 animate-spin rounded-full border-4 border-gray-200 border-t-brand"
      />
      {label}
    </p>
  );
}
