import { contactTexts } from '@stickers62/core/texts';
import { part } from '../ui/parts';
import { StyleScope } from '../ui/StyleScope';
import { useMediaQuery } from '../ui/use-media-query';

/** The shop's VK community chat (the spec names the chat, not its address: docs/decisions.md). */
export const shopChatUrl = 'https://vk.me/stickers62';

/** Above the spec's 768 px mobile breakpoint the button shows its text. */
const wideScreen = '(min-width: 769px)';

export interface ContactButtonProps {
  /** The chat to open in a new tab; the shop's VK community chat by default. */
  href?: string;
  /** Called when the visitor opens the chat (the element fires `s62-contact`). */
  onContact?: (detail: { href: string }) => void;
}

/** A floating button that opens the shop's group chat in a new tab. */
export function ContactButton(props: ContactButtonProps) {
  return (
    <StyleScope>
      <FloatingContactLink {...props} />
    </StyleScope>
  );
}

function FloatingContactLink({ href = shopChatUrl, onContact }: ContactButtonProps) {
  const expanded = useMediaQuery(wideScreen);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={expanded ? undefined : contactTexts.label}
      title={expanded ? undefined : contactTexts.label}
      data-expanded={expanded ? 'true' : 'false'}
      onClick={() => onContact?.({ href })}
      part={part.primary}
      className="fixed bottom-4 right-4 z-50 flex items-center gap-2 rounded-full bg-brand px-4 py-3 font-sans text-sm font-semibold text-brand-text shadow-lg no-underline hover:bg-brand-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <ChatIcon />
      {expanded && <span>{contactTexts.label}</span>}
    </a>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="currentColor">
      <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
    </svg>
  );
}
