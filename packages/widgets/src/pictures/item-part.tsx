import { lazy, type ReactNode, Suspense } from 'react';
import type { ItemPictureProps } from './ItemPicture';

/**
 * The buyer's layout on the product, as the item card, the checkout summary and the order-link
 * page show it: the `ItemPicture` chunk, fetched when the first item with a layout is shown; the
 * plain thumbnail stands in while it loads. The element scripts take `part.element.tsx` instead
 * (package.json `imports`: `#item-pictures-part` under the element condition).
 */
const LazyItem = lazy(() => import('./ItemPicture').then((module) => ({ default: module.ItemPicture })));

/** Whether this build shows the pictures (the element scripts do not). */
export const picturesShown = true;

export function ItemPicturePart({ fallback, ...props }: ItemPictureProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LazyItem {...props} />
    </Suspense>
  );
}
