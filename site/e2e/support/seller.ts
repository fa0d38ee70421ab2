import { sellerSettings } from '@stickers62/testkit/fixtures';

/** The shop's details as the seller of invoices in the journeys' server (`SELLER_*`, issue 34). */
export const e2eSeller = {
  ...sellerSettings,
  // A товарная накладная and an акт after shipment rather than the default УПД: the other branch is the server tests'.
  CLOSING_DOCUMENTS: 'torg12-act',
} as const;
