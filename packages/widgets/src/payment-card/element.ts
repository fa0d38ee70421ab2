import type { ElementSpec } from '../custom-elements/element-spec';
import { apiBaseAttribute } from '../custom-elements/shared-specs';
import { PaymentCard, type PaymentCardProps } from './PaymentCard';

export const paymentCardElement: ElementSpec<PaymentCardProps> = {
  tag: 's62-payment-card',
  description:
    'The public payment card and order-link page: "Оплата заказа #N", order information, amount, pay by card or SBP, "Проверить платеж" (checks every 7 s), paid and error views; for a session that may read the order (its customer, an access link) also the status, track number, items with previews, the proof to approve ("Согласовать" / "Нужны правки") and, while the delivery is still open, the delivery choice (CDEK point finder and tariffs, priced by the server); payment is offered only once a proof is approved.',
  component: PaymentCard,
  attributes: {
    apiBase: apiBaseAttribute,
    orderId: { type: 'string', description: 'The order to pay (the id from the payment link).' },
    paymentCompleted: {
      type: 'boolean',
      description: 'Checking-payment mode, for the page the payment provider returns to: checks start at once.',
    },
    homeHref: { type: 'string', description: 'Where "На главную" leads.', default: '"/"' },
    loginHref: {
      type: 'string',
      description: 'When set, "Войти через ВКонтакте" links there; otherwise the page handles s62-login.',
    },
  },
  events: {
    onPaid: { name: 's62-paid', description: 'The order is paid.', detail: '{ orderId: string; orderNumber: number }' },
    onLogin: {
      name: 's62-login',
      description: 'The visitor chose "Войти через ВКонтакте" to see the order; the page decides what follows.',
      detail: '{ orderId: string }',
    },
  },
};
