'use client';

import { type ReactNode, startTransition, useContext, useState } from 'react';
import { createPortal } from 'react-dom';
import { StyledShadowContext } from './styled-shadow-context';
import type { WidgetTheme } from './theme-preset';
import { useWidgetEnvironment } from './widget-environment';

/**
 * Gives a widget used as a plain React component the same isolation it has as a custom
 * element: its content renders through a portal into an open shadow root on a wrapper
 * `<div>`, styled the way its widget environment styles shadow roots (the library: the shared
 * twind sheet). Inside a custom element (or another scope) it renders its children directly.
 * `theme` becomes the wrapper's `theme` attribute, which the stylesheet reads as it reads an
 * element's (`:host([theme=dark])`); inside an element the element's own attribute applies.
 */
export function StyleScope({ children, theme }: { children: ReactNode; theme?: WidgetTheme | undefined }) {
  const alreadyStyled = useContext(StyledShadowContext);
  return alreadyStyled ? children : <ShadowScope theme={theme}>{children}</ShadowScope>;
}

/** The portal into a fresh shadow root, styled by the widget environment. */
function ShadowScope({ children, theme }: { children: ReactNode; theme: WidgetTheme | undefined }) {
  const { attachStyles } = useWidgetEnvironment();
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const attach = (host: HTMLDivElement | null) => {
    if (!host || root) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    attachStyles(shadow);
    // A transition, not the update a ref callback would make (synchronous, in the commit): React
    // renders the widget in slices and the page stays responsive meanwhile, which matters most
    // on a page hydrated from prerendered HTML, where this is the widget's first render.
    startTransition(() => setRoot(shadow));
  };
  return (
    // `theme` is no attribute React's types know; a spread passes it as written.
    // `data-s62-ready` once the content renders: a page may show its own loading state beside the
    // host until then (the shop's prerendered calculator pages do).
    <div ref={attach} data-s62-widget="" data-s62-ready={root ? '' : undefined} {...{ theme }}>
      {root && createPortal(<StyledShadowContext.Provider value={true}>{children}</StyledShadowContext.Provider>, root)}
    </div>
  );
}
