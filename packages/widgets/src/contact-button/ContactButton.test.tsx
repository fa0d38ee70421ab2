import { contactTexts } from '@stickers62/core/texts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { renderWidget } from '../test-support/render-in-element-scope';
import { ContactButton, shopChatUrl } from './ContactButton';

function setViewportWide(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: wide && query === '(min-width: 769px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ContactButton', () => {
  it('shows its text on a wide screen and opens the shop chat in a new tab', async () => {
    setViewportWide(true);
    const { container } = renderWidget(<ContactButton />);
    const link = screen.getByRole('link', { name: contactTexts.label });
    expect(link.textContent).toBe(contactTexts.label);
    expect(link.getAttribute('href')).toBe(shopChatUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    await expectNoAxeViolations(container);
  });

  it('collapses to an icon below 768 px and keeps its accessible name', async () => {
    setViewportWide(false);
    const { container } = renderWidget(<ContactButton href="https://vk.me/partner" />);
    const link = screen.getByRole('link', { name: contactTexts.label });
    expect(link.textContent).toBe('');
    expect(link.getAttribute('href')).toBe('https://vk.me/partner');
    await expectNoAxeViolations(container);
  });

  it('reports the opened chat', async () => {
    setViewportWide(true);
    const onContact = vi.fn();
    renderWidget(<ContactButton onContact={onContact} />);
    const link = screen.getByRole('link', { name: contactTexts.label });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onContact).toHaveBeenCalledWith({ href: shopChatUrl });
  });

  it("floats in the page's layers by default, in the top layer (a manual popover) when asked, in the flow when inline", () => {
    setViewportWide(true);
    const { rerender } = renderWidget(<ContactButton />);
    const link = screen.getByRole('link', { name: contactTexts.label });
    expect(link.hasAttribute('popover')).toBe(false);
    expect(link.className).toMatch(/(^| )fixed( |$)/);
    rerender(<ContactButton position="top-layer" />);
    expect(link.getAttribute('popover')).toBe('manual');
    expect(link.className).toMatch(/(^| )fixed( |$)/);
    rerender(<ContactButton position="inline" />);
    expect(link.hasAttribute('popover')).toBe(false);
    expect(link.className).toMatch(/(^| )inline-flex( |$)/);
    expect(link.className).not.toMatch(/(^| )fixed( |$)/);
  });
});
