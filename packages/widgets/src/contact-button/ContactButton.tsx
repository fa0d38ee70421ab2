// biome-ignore-all assist/source/organizeImports: the import order is the element script's module order: sorted,
// `#style-scope` first reorders the script's bytes (docs/decisions/0171-element-modules-by-package-imports.md).
import { contactTexts } from '@stickers62/core/texts';
import { Icon } from '../ui/Icon';
import { part } from '../ui/parts';
import { StyleScope } from '#style-scope';
import type { WidgetThemeProps } from '../ui/theme-preset';
import { useMediaQuery } from '../ui/use-media-query';

/** The shop's VK community chat (the spec names the chat, not its address: docs/decisions/0007-widgets-and-custom-elements.md). */
export const shopChatUrl = 'https://vk.me/stickers62';

/** Above the spec's 768 px mobile breakpoint the button shows its text. */
const wideScreen = '(min-width: 769px)';

/** Where the button sits: in the viewport's corner (in the page's layers, or in the top layer), or in the page's flow. */
export const contactButtonPositions = ['fixed', 'top-layer', 'inline'] as const;
export type ContactButtonPosition = (typeof contactButtonPositions)[number];

export interface ContactButtonProps extends WidgetThemeProps {
  /** The chat to open in a new tab; the shop's VK community chat by default. */
  href?: string;
  /**
   * `'fixed'` (the default, as it always was): the bottom right corner of the viewport at
   * z-index 50, layered with the page's own content (a page's panels above z-index 50 cover it;
   * a container with `transform` around it carries and clips it). `'top-layer'`: the same corner
   * in the browser's top layer, where no container of the page moves or clips it, above
   * everything the page has but dialogs opened later. `'inline'`: where the page puts it (a
   * header, a contacts block), in the page's flow.
   */
  position?: ContactButtonPosition;
  /** Called when the visitor opens the chat (the element fires `s62-contact`). */
  onContact?: (detail: { href: string }) => void;
}

/** A button that opens the shop's group chat in a new tab: floating in the viewport's corner, or inline. */
export function ContactButton(props: ContactButtonProps) {
  return (
    <StyleScope theme={props.theme}>
      <FloatingContactLink {...props} />
    </StyleScope>
  );
}

/** The look both positions share. */
const linkClass =
  'items-center gap-2 rounded-full bg-brand px-4 py-3 font-sans text-sm font-semibold text-brand-text shadow-lg no-underline hover:bg-brand-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
/** Pinned: the corner of the viewport; `top-auto left-auto m-0` undo the browser's placement of a popover (centred). */
const pinnedClass = `fixed bottom-4 right-4 top-auto left-auto m-0 z-50 flex ${linkClass}`;
const inlineClass = `inline-flex ${linkClass}`;

/**
 * Shows the link as a manual popover (`top-layer`): in the top layer, `position: fixed` is
 * relative to the viewport even inside a container with `transform` (which otherwise becomes the
 * containing block of fixed content, moving and clipping the button with it). Without the
 * Popover API (older browsers, the unit tests' DOM) the link stays an ordinary fixed one.
 */
function showInTopLayer(link: HTMLAnchorElement | null) {
  if (!link || typeof link.showPopover !== 'function' || !link.isConnected) return;
  if (!link.matches(':popover-open')) link.showPopover();
}

function FloatingContactLink({ href = shopChatUrl, onContact, position = 'fixed' }: ContactButtonProps) {
  const expanded = useMediaQuery(wideScreen);
  const pinned = position !== 'inline';
  const topLayer = position === 'top-layer';
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
      popover={topLayer ? 'manual' : undefined}
      ref={topLayer ? showInTopLayer : undefined}
      className={pinned ? pinnedClass : inlineClass}
    >
      <Icon path={chatIcon} />
      {expanded && <span>{contactTexts.label}</span>}
    </a>
  );
}

/** A speech bubble. */
const chatIcon = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z';
