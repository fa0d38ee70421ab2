import { lazy } from 'react';

/**
 * The parcel as the React library ships it: a chunk of its own, fetched only for an order that
 * has been sent. The element scripts, one file each, take `parcel-part.element.tsx` instead
 * (package.json `imports`: `#parcel-part` under the element condition): only the track with
 * its link there.
 */
export const ParcelPart = lazy(() => import('./ParcelTracking'));
