import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** How a shop block asks its host to go somewhere without a page load (the site's router). */
export type Navigate = (href: string, options?: { replace?: boolean }) => void;

export interface ShopLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  onNavigate: Navigate;
}

/**
 * A real link (it opens in a new tab, shows its address, works without script) whose plain
 * left click is handed to the host's router instead.
 */
export function ShopLink({ href, onNavigate, onClick, ...rest }: ShopLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
