/**
 * The React library of «Стикеры 62» widgets. Nothing here defines custom elements or touches
 * the DOM on import: the elements come from the scripts in `dist/elements/`.
 */

export { AcrylCalculator, type AcrylCalculatorProps, type AcrylPriceChange } from './acryl-calculator/AcrylCalculator';
export { ContactButton, type ContactButtonProps, shopChatUrl } from './contact-button/ContactButton';
export type {
  S62AcrylCalculatorElement,
  S62ContactButtonElement,
  S62EventDetails,
  S62LayoutPickerElement,
  S62PaymentCardElement,
  S62StickerCalculatorElement,
} from './custom-elements/tag-name-map';
export { LayoutPicker, type LayoutPickerProps } from './layout-picker/LayoutPicker';
export type { PickedLayout } from './layout-picker/layout-picker-store';
export { PaymentCard, type PaymentCardProps } from './payment-card/PaymentCard';
export {
  StickerCalculator,
  type StickerCalculatorProps,
  type StickerPriceChange,
} from './sticker-calculator/StickerCalculator';
export { buttonClass, cardClass, fieldClass } from './ui/classes';
export { Dialog, type DialogProps } from './ui/Dialog';
export { Lightbox, type LightboxProps, maxLightboxZoom } from './ui/Lightbox';
export { plainOptions, SelectField, type SelectFieldProps, type SelectOption } from './ui/SelectField';
export { StyledShadowContext, StyleScope } from './ui/StyleScope';
export { attachStyles, twindConfig } from './ui/twind';
