import type { ReactNode } from 'react';
import type { WidgetTheme } from './theme-preset';

/**
 * StyleScope in the element scripts (`#style-scope` under the element condition): a widget
 * there always renders inside its element's styled shadow root (`StyledShadowContext` is true),
 * where StyleScope renders its children as they are, so the portal into a shadow root of its
 * own is left out.
 */
export function StyleScope({ children }: { children: ReactNode; theme?: WidgetTheme | undefined }) {
  return children;
}
