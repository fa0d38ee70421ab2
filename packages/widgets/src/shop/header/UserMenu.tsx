import { navTexts } from '@stickers62/core/texts';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Navigate } from '../shop-link';

export interface UserMenuProps {
  userName: string;
  profileHref: string;
  onNavigate: Navigate;
  /** 'Выйти' was chosen; the header asks for confirmation. */
  onLogout: () => void;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-gray-800 no-underline hover:bg-gray-100 focus:bg-gray-100 focus:outline-none';

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first
 * item, arrows move, Home/End jump, Escape closes and returns focus to the button, Tab leaves.
 */
export function UserMenu({ userName, profileHref, onNavigate, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  // A layout effect: the first item has focus before the next key arrives. Preact (the site and
  // the element scripts) runs plain effects a frame later, when a quick ArrowDown + Enter would
  // already have gone to the button and then to 'Профиль'.
  useLayoutEffect(() => {
    if (!open) return;
    const list = menuItems(menu.current);
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = menuItems(menu.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        className="flex max-w-[12rem] items-center gap-2 rounded-lg px-2 py-2 sm:px-3 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-light"
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-light font-semibold text-brand"
        >
          {userName.charAt(0).toUpperCase()}
        </span>
        {/* The name reads 'Меню пользователя: {name}' at every width; the name shows from 640 px. */}
        <span className="sr-only">{navTexts.userMenu}: </span>
        <span className="sr-only truncate sm:not-sr-only">{userName}</span>
        <span aria-hidden="true" className="hidden text-xs text-gray-500 sm:inline">
          ▾
        </span>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={navTexts.userMenu}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
        >
          <a
            role="menuitem"
            tabIndex={-1}
            href={profileHref}
            className={itemClass}
            onClick={(event) => {
              event.preventDefault();
              close(false);
              onNavigate(profileHref);
            }}
          >
            {navTexts.profile}
          </a>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className={itemClass}
            onClick={() => {
              close(false);
              onLogout();
            }}
          >
            {navTexts.logout}
          </button>
        </div>
      )}
    </div>
  );
}
