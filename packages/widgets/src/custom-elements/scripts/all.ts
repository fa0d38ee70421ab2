import { defineAcrylCalculator } from '../../acryl-calculator/define';
import { defineContactButton } from '../../contact-button/define';
import { defineLayoutPicker } from '../../layout-picker/define';
import { definePaymentCard } from '../../payment-card/define';
import { defineStickerCalculator } from '../../sticker-calculator/define';

defineStickerCalculator();
defineAcrylCalculator();
defineLayoutPicker();
definePaymentCard();
defineContactButton();
