import type { cdekCities, cdekPoints, cdekTariffReply, orderDeliveryReply } from '../checkout.js';
import { compiled } from './answer.js';
import {
  validateCdekCities,
  validateCdekPoints,
  validateCdekTariffReply,
  validateOrderDeliveryReply,
} from './generated-delivery.js';

/** The order-link page's delivery choice (loaded on demand): its answers, in a module of its own. */
export const orderDeliveryReplyAnswer = /*#__PURE__*/ compiled<typeof orderDeliveryReply>(validateOrderDeliveryReply);
export const cdekCitiesAnswer = /*#__PURE__*/ compiled<typeof cdekCities>(validateCdekCities);
export const cdekPointsAnswer = /*#__PURE__*/ compiled<typeof cdekPoints>(validateCdekPoints);
export const cdekTariffReplyAnswer = /*#__PURE__*/ compiled<typeof cdekTariffReply>(validateCdekTariffReply);
