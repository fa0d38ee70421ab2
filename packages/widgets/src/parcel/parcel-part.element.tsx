import { orderLinkTexts } from '@stickers62/core/texts';
import type { ParcelPartProps } from './ParcelTracking';

/**
 * The parcel in the element scripts: the track number from the order the card already read, as
 * before. The link and the statuses stay on the shop's own order pages (the React library loads
 * them as a chunk): in place here they cost 0.73 kB gzip, and the link alone 0.2 kB, past the
 * payment card element's budget (decision 0092).
 */
export function ParcelPart({ trackNumber }: ParcelPartProps) {
  return trackNumber ? <p className="text-sm">{`${orderLinkTexts.trackNumber}: ${trackNumber}`}</p> : null;
}
