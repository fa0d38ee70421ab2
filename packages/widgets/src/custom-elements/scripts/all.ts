import { defineContactButton } from '../../contact-button/define';
import { defineLayoutPicker } from '../../layout-picker/define';
import { definePaymentCard } from '../../payment-card/define';

defineLayoutPicker();
definePaymentCard();
defineContactButton();
