/** The shop's details as the seller of invoices in the journeys' server (`SELLER_*`, issue 34). */
export const e2eSeller = {
  SELLER_NAME: 'ООО «Стикеры 62»',
  SELLER_INN: '7707083893',
  SELLER_KPP: '773601001',
  SELLER_OGRN: '1027700132195',
  SELLER_ADDRESS: '390000, г. Рязань, ул. Есенина, д. 5',
  SELLER_BANK_NAME: 'ПАО Сбербанк',
  SELLER_BIC: '044525225',
  SELLER_ACCOUNT: '40702810900000012345',
  SELLER_CORRESPONDENT_ACCOUNT: '30101810400000000225',
  // A товарная накладная and an акт after shipment rather than the default УПД: the other branch is the server tests'.
  CLOSING_DOCUMENTS: 'torg12-act',
} as const;
