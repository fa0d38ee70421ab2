import r2wc, { type R2WCRenderer } from '@r2wc/core';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StyledShadowContext } from '../ui/styled-shadow-context';
import { type WidgetEnvironment, WidgetEnvironmentContext } from '../ui/widget-environment';
import { attributeName, type ElementEvent, type ElementSpec, parseAttribute } from './element-spec';

// @r2wc/core keeps an element's props and its render method under these global symbols.
const propsKey = Symbol.for('r2wc.props');
const renderKey = Symbol.for('r2wc.render');

interface Mounted {
  root: Root;
  eventProps: Record<string, (detail: unknown) => boolean>;
}

/**
 * Builds the custom element class of a widget with @r2wc/core. The widget renders in the given
 * environment (its API clients, lookup stores and styles) inside a scope marked as styled. React
 * is imported by name (`createElement`, `createRoot`) rather than through
 * @r2wc/react-to-web-component's default import, which under preact/compat would pull all of
 * compat into every script.
 */
export function toCustomElement<Props extends object>(
  spec: ElementSpec<Props>,
  environment: WidgetEnvironment,
): CustomElementConstructor {
  const attributeTypes = new Map(
    Object.entries(spec.attributes).map(([prop, attribute]) => [
      attributeName(prop),
      { prop, type: (attribute as { type: 'string' | 'number' | 'boolean' }).type },
    ]),
  );
  const renderer: R2WCRenderer<Props, Mounted> = {
    mount(container, _component, props) {
      const shadow = container as unknown as ShadowRoot;
      environment.attachStyles(shadow);
      const host = shadow.host;
      const eventProps: Mounted['eventProps'] = {};
      for (const [prop, event] of Object.entries(spec.events)) {
        const { name, removesAttribute, cancelable } = event as ElementEvent;
        // The prop answers false when a listener cancelled a cancelable event.
        eventProps[prop] = (detail) => {
          const allowed = host.dispatchEvent(
            new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }),
          );
          if (removesAttribute) host.removeAttribute(removesAttribute);
          return allowed;
        };
      }
      const mounted = { root: createRoot(shadow), eventProps };
      renderer.update(mounted, props);
      return mounted;
    },
    update({ root, eventProps }, { container: _container, ...props }: Props & { container?: unknown }) {
      root.render(
        createElement(
          WidgetEnvironmentContext.Provider,
          { value: environment },
          createElement(
            StyledShadowContext.Provider,
            { value: true },
            createElement(spec.component, { ...props, ...eventProps } as Props),
          ),
        ),
      );
    },
    unmount({ root }) {
      root.unmount();
    },
  };
  const props = Object.fromEntries(Object.keys(spec.attributes).map((prop) => [prop, 'string' as const]));
  const Base = r2wc(spec.component as never, { shadow: 'open', props }, renderer as never);

  return class extends Base {
    // r2wc ignores removed and empty attributes; parse every change ourselves so that
    // `<s62-layout-picker multiple>` is on and removing an attribute restores the default.
    attributeChangedCallback(attribute: string, _oldValue: string | null, value: string | null) {
      const target = attributeTypes.get(attribute);
      if (!target) return;
      const element = this as unknown as Record<symbol, unknown>;
      (element[propsKey] as Record<string, unknown>)[target.prop] = parseAttribute(target.type, value);
      (element[renderKey] as () => void).call(this);
    }
  };
}
