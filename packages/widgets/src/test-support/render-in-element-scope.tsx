import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { libraryEnvironment } from '../ui/library-environment';
import { StyledShadowContext } from '../ui/styled-shadow-context';
import { WidgetEnvironmentContext } from '../ui/widget-environment';

function ElementScope({ children }: { children: ReactNode }) {
  return (
    <WidgetEnvironmentContext.Provider value={libraryEnvironment}>
      <StyledShadowContext.Provider value={true}>{children}</StyledShadowContext.Provider>
    </WidgetEnvironmentContext.Provider>
  );
}

/**
 * Renders a widget as its custom element does (inside an already styled scope), so Testing
 * Library's queries and axe see its markup directly instead of behind a shadow root. The widget
 * gets the library's environment: core's shared stores, which a test can set up per address.
 */
export function renderWidget(ui: ReactElement) {
  return render(ui, { wrapper: ElementScope });
}
