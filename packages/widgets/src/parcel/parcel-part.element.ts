/** The parcel in the element scripts: imported in place (see delivery/order-delivery-part.element.ts for why). */
export { default as ParcelPart } from './ParcelTracking';
