import { contactTexts } from '@stickers62/core/texts';
import { cleanup, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactButton } from '../library-widgets';
import { expectNoAxeViolations } from '../test-support/axe';

afterEach(cleanup);

describe('StyleScope (a widget used as a plain React component)', () => {
  it('renders the widget into an open shadow root styled by the shared twind sheet', async () => {
    const { container } = render(<ContactButton />);
    const host = container.querySelector('[data-s62-widget]') as HTMLElement;
    const shadow = host.shadowRoot as ShadowRoot;
    const link = await within(shadow as unknown as HTMLElement).findByRole('link', { name: contactTexts.label });
    expect(link.getAttribute('target')).toBe('_blank');
    // The page's document gets no style sheet; the shadow root adopts the shared one…
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    // …where twind writes the rules of the classes used inside.
    await waitFor(() => {
      const rules = [...(shadow.adoptedStyleSheets[0]?.cssRules ?? [])].map((rule) => rule.cssText);
      expect(rules.some((rule) => rule.startsWith('.fixed'))).toBe(true);
    });
    await expectNoAxeViolations(container);
  });

  it("uses the element scripts' configuration: px sizes, a pinned host and the theme", async () => {
    const { container } = render(<ContactButton />);
    const shadow = (container.querySelector('[data-s62-widget]') as HTMLElement).shadowRoot as ShadowRoot;
    await waitFor(() => {
      const css = [...(shadow.adoptedStyleSheets[0]?.cssRules ?? [])].map((rule) => rule.cssText).join('\n');
      // text-sm in px (a host page's root font size must not rescale it), no rem anywhere.
      expect(css).toMatch(/\.text-sm\s*\{[^}]*font-size:\s*14px/);
      expect(css).not.toMatch(/\drem/);
      // The host keeps its font size whatever the page says, and the accent is the theme's.
      expect(css).toMatch(/:host\s*\{[^}]*font-size:\s*16px\s*!important/);
      expect(css).toMatch(/\.bg-brand\s*\{[^}]*var\(--s62-a\)/);
    });
  });

  it("sets the theme prop as the wrapper's `theme` attribute, which the stylesheet reads as an element's", async () => {
    const { container, rerender } = render(<ContactButton theme="dark" />);
    const host = container.querySelector('[data-s62-widget]') as HTMLElement;
    expect(host.getAttribute('theme')).toBe('dark');
    const shadow = host.shadowRoot as ShadowRoot;
    await waitFor(() => {
      const css = [...(shadow.adoptedStyleSheets[0]?.cssRules ?? [])].map((rule) => rule.cssText).join('\n');
      expect(css).toMatch(/:host\(\[theme=["']?dark["']?\]\)\s*\{[^}]*--s62-surface:\s*#111827/);
    });
    rerender(<ContactButton theme="auto" />);
    expect(host.getAttribute('theme')).toBe('auto');
    rerender(<ContactButton />);
    expect(host.hasAttribute('theme')).toBe(false);
  });

  it('two widgets share one sheet', async () => {
    const { container } = render(
      <>
        <ContactButton />
        <ContactButton />
      </>,
    );
    const roots = [...container.querySelectorAll('[data-s62-widget]')].map((host) => host.shadowRoot as ShadowRoot);
    await waitFor(() => expect(roots.every((root) => root.adoptedStyleSheets.length === 1)).toBe(true));
    expect(roots[0]?.adoptedStyleSheets[0]).toBe(roots[1]?.adoptedStyleSheets[0]);
  });
});
