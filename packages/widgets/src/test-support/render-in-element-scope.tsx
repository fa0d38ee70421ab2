import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StyledShadowContext } from '../ui/StyleScope';

/**
 * Renders a widget as its custom element does (inside an already styled scope), so Testing
 * Library's queries and axe see its markup directly instead of behind a shadow root.
 */
export function renderWidget(ui: ReactElement) {
  return render(<StyledShadowContext.Provider value={true}>{ui}</StyledShadowContext.Provider>);
}
