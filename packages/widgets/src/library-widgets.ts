import {
  type AcrylCalculatorProps,
  AcrylCalculator as AcrylCalculatorWidget,
} from './acryl-calculator/AcrylCalculator';
import { type ContactButtonProps, ContactButton as ContactButtonWidget } from './contact-button/ContactButton';
import { type LayoutPickerProps, LayoutPicker as LayoutPickerWidget } from './layout-picker/LayoutPicker';
import { type PaymentCardProps, PaymentCard as PaymentCardWidget } from './payment-card/PaymentCard';
import {
  type StickerCalculatorProps,
  StickerCalculator as StickerCalculatorWidget,
} from './sticker-calculator/StickerCalculator';
import { type LibraryWidget, withLibraryEnvironment } from './ui/library-environment';

/*
 * The widgets as the React library exports them, each in the library environment (session-bound
 * stores, twind at run time). The element scripts render the same components in theirs.
 */
export const StickerCalculator: LibraryWidget<StickerCalculatorProps> = withLibraryEnvironment(
  StickerCalculatorWidget,
  'StickerCalculator',
);
export const AcrylCalculator: LibraryWidget<AcrylCalculatorProps> = withLibraryEnvironment(
  AcrylCalculatorWidget,
  'AcrylCalculator',
);
export const LayoutPicker: LibraryWidget<LayoutPickerProps> = withLibraryEnvironment(
  LayoutPickerWidget,
  'LayoutPicker',
);
export const PaymentCard: LibraryWidget<PaymentCardProps> = withLibraryEnvironment(PaymentCardWidget, 'PaymentCard');
export const ContactButton: LibraryWidget<ContactButtonProps> = withLibraryEnvironment(
  ContactButtonWidget,
  'ContactButton',
);
