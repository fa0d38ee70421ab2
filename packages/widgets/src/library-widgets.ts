import { AcrylCalculator as AcrylCalculatorWidget } from './acryl-calculator/AcrylCalculator';
import { ContactButton as ContactButtonWidget } from './contact-button/ContactButton';
import { LayoutPicker as LayoutPickerWidget } from './layout-picker/LayoutPicker';
import { PaymentCard as PaymentCardWidget } from './payment-card/PaymentCard';
import { StickerCalculator as StickerCalculatorWidget } from './sticker-calculator/StickerCalculator';
import { withLibraryEnvironment } from './ui/library-environment';

/*
 * The widgets as the React library exports them, each in the library environment (session-bound
 * stores, twind at run time). The element scripts render the same components in theirs.
 */
export const StickerCalculator = withLibraryEnvironment(StickerCalculatorWidget, 'StickerCalculator');
export const AcrylCalculator = withLibraryEnvironment(AcrylCalculatorWidget, 'AcrylCalculator');
export const LayoutPicker = withLibraryEnvironment(LayoutPickerWidget, 'LayoutPicker');
export const PaymentCard = withLibraryEnvironment(PaymentCardWidget, 'PaymentCard');
export const ContactButton = withLibraryEnvironment(ContactButtonWidget, 'ContactButton');
