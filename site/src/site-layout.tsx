import { contactTexts, shellTexts } from '@stickers62/core/texts';
import { ContactButton } from '@stickers62/widgets';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';

/** Header, the page, the footer, and the floating contact button on every page. */
export function SiteLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 font-sans text-gray-900">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {shellTexts.skipToContent}
      </a>
      {header}
      <main id="content" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {/*
        The floating button gets a layer of its own below the sticky header (z-30) and below
        every dialog and side panel (z-40, z-50), so it never covers their buttons.
      */}
      <aside aria-label={contactTexts.short} className="relative z-20">
        <ContactButton />
      </aside>
    </div>
  );
}
