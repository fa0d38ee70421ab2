import type { companyList } from '../companies.js';
import type { publicOrderInvoice } from '../public-invoice.js';
import { compiled } from './answer.js';
import { validateCompanyList, validatePublicOrderInvoice } from './generated-invoice.js';

/** The order-link page's invoice (loaded on demand): its answers, in a module of its own. */
export const publicOrderInvoiceAnswer = /*#__PURE__*/ compiled<typeof publicOrderInvoice>(validatePublicOrderInvoice);
export const companyListAnswer = /*#__PURE__*/ compiled<typeof companyList>(validateCompanyList);
