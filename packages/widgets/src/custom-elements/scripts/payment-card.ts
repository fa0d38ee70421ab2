import { definePaymentCard } from '../../payment-card/define';

definePaymentCard();
