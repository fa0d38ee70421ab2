import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { StyledShadowContext } from '../ui/StyleScope';

function ElementScope({ children }: { children: ReactNode }) {
  return <StyledShadowContext.Provider value={true}>{children}</StyledShadowContext.Provider>;
}

/**
 * Renders a widget as its custom element does (inside an already styled scope), so Testing
 * Library's queries and axe see its markup directly instead of behind a shadow root.
 */
export function renderWidget(ui: ReactElement) {
  return render(ui, { wrapper: ElementScope });
}
