import { cleanup, render } from '@testing-library/react';
import type * as preact from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {} from './generated/jsx-preact';
import type {} from './generated/jsx-react';

afterEach(cleanup);

describe('generated JSX typings', () => {
  it('let React 19 set kebab-case attributes and listen to an element event with its typed detail', () => {
    // A bare element under the tag: what is tested is how React passes the typed props.
    customElements.define('s62-contact-button', class extends HTMLElement {});
    const contacted = vi.fn((event: CustomEvent<{ href: string }>) => event.detail.href);
    const { container } = render(<s62-contact-button href="https://vk.me/test" ons62-contact={contacted} />);
    const element = container.querySelector('s62-contact-button') as HTMLElement;
    expect(element.getAttribute('href')).toBe('https://vk.me/test');
    element.dispatchEvent(new CustomEvent('s62-contact', { detail: { href: 'https://vk.me/test' } }));
    expect(contacted).toHaveReturnedWith('https://vk.me/test');
  });

  it('type the attributes for Preact from the catalogue (a wrong word does not compile)', () => {
    const picker: preact.JSX.IntrinsicElements['s62-layout-picker'] = { kind: 'acryl', multiple: true };
    // @ts-expect-error `kind` takes only the words of the catalogue.
    const wrong: preact.JSX.IntrinsicElements['s62-layout-picker'] = { kind: 'paper' };
    expect([picker.kind, wrong.kind]).toEqual(['acryl', 'paper']);
  });
});
