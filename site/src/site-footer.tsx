import { brandTexts, navTexts, partnerTexts } from '@stickers62/core/texts';
import { Link } from 'wouter';
import { paths } from './routes';
import { aboutTexts } from './texts';

const footerLinks = [
  [paths.about, navTexts.about],
  [paths.stickers, navTexts.stickers],
  [paths.acryl, navTexts.acryl],
  [paths.partners, partnerTexts.title],
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 pb-24 text-sm text-gray-600 md:flex-row md:items-center md:gap-8 md:pb-6">
        <p>
          <span className="font-semibold text-gray-800">{brandTexts.name}</span> · {brandTexts.contactHours}
        </p>
        <nav aria-label={aboutTexts.title} className="flex flex-wrap gap-x-4 gap-y-2">
          {footerLinks.map(([href, text]) => (
            <Link key={href} href={href} className="text-gray-600 underline-offset-2 hover:underline">
              {text}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
