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
