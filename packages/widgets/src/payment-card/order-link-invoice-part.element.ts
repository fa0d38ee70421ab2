/**
 * «Оплатить по счёту» in the element scripts: imported in place, as the delivery choice is
 * (an element script is one file; docs/decisions/0161-element-scripts-stay-one-file.md).
 */
export { default as OrderLinkInvoicePart } from './OrderLinkInvoice';
