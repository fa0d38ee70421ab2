import { useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryEnvironment } from '../ui/library-environment';
import { StyledShadowContext } from '../ui/styled-shadow-context';
import { type WidgetEnvironment, WidgetEnvironmentContext } from '../ui/widget-environment';
import { defineElement } from './define-element';
import type { ElementSpec } from './element-spec';
import { parseAttribute } from './element-spec';

interface ProbeProps {
  apiBase?: string;
  multiple?: boolean;
  pageSize?: number;
  onPing?: (detail: { from: string }) => void;
  onClose?: () => void;
}

/** The environment the probe element is defined with: it records the shadow roots it styles. */
const styledRoots: ShadowRoot[] = [];
const probeEnvironment: WidgetEnvironment = { ...libraryEnvironment, attachStyles: (root) => styledRoots.push(root) };

/** Shows its props as text and reports through both callbacks. */
function Probe({ apiBase = 'default', multiple = false, pageSize, onPing, onClose }: ProbeProps) {
  const styled = useContext(StyledShadowContext);
  const environment = useContext(WidgetEnvironmentContext);
  return (
    <div data-environment={environment === probeEnvironment ? 'probe' : 'other'}>
      <output>{`${apiBase}|${multiple}|${pageSize ?? '-'}|${styled}`}</output>
      <button type="button" onClick={() => onPing?.({ from: apiBase })}>
        ping
      </button>
      <button type="button" onClick={() => onClose?.()}>
        close
      </button>
    </div>
  );
}

const probeSpec: ElementSpec<ProbeProps> = {
  tag: 's62-probe',
  description: 'A test element.',
  component: Probe,
  attributes: {
    apiBase: { type: 'string', description: '' },
    multiple: { type: 'boolean', description: '' },
    pageSize: { type: 'number', description: '' },
  },
  events: {
    onPing: { name: 's62-ping', description: '', detail: '{ from: string }' },
    onClose: { name: 's62-close', description: '', detail: 'undefined', removesAttribute: 'multiple' },
  },
};
defineElement(probeSpec, probeEnvironment);

function shown(element: HTMLElement): string | undefined {
  return element.shadowRoot?.querySelector('output')?.textContent ?? undefined;
}

/** React renders in a scheduled task: wait until the element shows what it should. */
function expectShown(element: HTMLElement, text: string) {
  return vi.waitFor(() => expect(shown(element)).toBe(text));
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('toCustomElement', () => {
  it('renders into an open shadow root from kebab-case attributes, marking the scope as styled', async () => {
    document.body.innerHTML = '<s62-probe api-base="https://shop.test" multiple page-size="25"></s62-probe>';
    const element = document.querySelector('s62-probe') as HTMLElement;
    await expectShown(element, 'https://shop.test|true|25|true');
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.childElementCount).toBe(0);
  });

  it('renders the widget in the environment it was defined with, which styles the shadow root', async () => {
    document.body.innerHTML = '<s62-probe></s62-probe>';
    const element = document.querySelector('s62-probe') as HTMLElement;
    await expectShown(element, 'default|false|-|true');
    expect(element.shadowRoot?.querySelector('div')?.dataset.environment).toBe('probe');
    expect(styledRoots).toContain(element.shadowRoot);
  });

  it('re-renders when attributes change or go away (the default comes back)', async () => {
    const element = document.createElement('s62-probe');
    document.body.append(element);
    await expectShown(element, 'default|false|-|true');
    element.setAttribute('api-base', 'https://other.test');
    element.setAttribute('multiple', '');
    await expectShown(element, 'https://other.test|true|-|true');
    element.setAttribute('multiple', 'false');
    element.removeAttribute('api-base');
    await expectShown(element, 'default|false|-|true');
    (element as unknown as { apiBase: string }).apiBase = 'https://property.test';
    expect(element.getAttribute('api-base')).toBe('https://property.test');
    await expectShown(element, 'https://property.test|false|-|true');
  });

  it('fires prefixed events that bubble out of the shadow root, and removes the named attribute', async () => {
    document.body.innerHTML = '<section><s62-probe api-base="a" multiple></s62-probe></section>';
    const element = document.querySelector('s62-probe') as HTMLElement;
    await expectShown(element, 'a|true|-|true');
    const received: string[] = [];
    document.querySelector('section')?.addEventListener('s62-ping', (event) => {
      received.push(JSON.stringify((event as CustomEvent).detail));
      expect((event as CustomEvent).composed).toBe(true);
    });
    const [ping, close] = [...(element.shadowRoot?.querySelectorAll('button') ?? [])];
    ping?.click();
    close?.click();
    expect(received).toEqual(['{"from":"a"}']);
    expect(element.hasAttribute('multiple')).toBe(false);
  });

  it('defining the same tag twice keeps the first definition', () => {
    const first = customElements.get('s62-probe');
    defineElement({ ...probeSpec, description: 'Another definition.' }, libraryEnvironment);
    expect(customElements.get('s62-probe')).toBe(first);
  });
});

describe('parseAttribute', () => {
  it('reads strings, numbers and booleans; a missing attribute is undefined (boolean: false)', () => {
    expect(parseAttribute('string', 'x')).toBe('x');
    expect(parseAttribute('string', null)).toBeUndefined();
    expect(parseAttribute('number', '12')).toBe(12);
    expect(parseAttribute('number', 'twelve')).toBeUndefined();
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'false')).toBe(false);
    expect(parseAttribute('boolean', null)).toBe(false);
  });
});
