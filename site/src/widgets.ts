/**
 * The embeddable widgets and shared UI the site composes. Their public entry
 * (`@stickers62/widgets`, packages/widgets/src/index.ts) is not committed yet; until it is,
 * the site takes them from their committed modules here, in this one file.
 */
export { AcrylCalculator } from '../../packages/widgets/src/acryl-calculator/AcrylCalculator';
export { ContactButton, shopChatUrl } from '../../packages/widgets/src/contact-button/ContactButton';
export { PaymentCard } from '../../packages/widgets/src/payment-card/PaymentCard';
export { StickerCalculator } from '../../packages/widgets/src/sticker-calculator/StickerCalculator';
export { buttonClass, cardClass, fieldClass } from '../../packages/widgets/src/ui/classes';
export { Dialog } from '../../packages/widgets/src/ui/Dialog';
export { twindConfig } from '../../packages/widgets/src/ui/twind';
