'use client';

import { getAcrylCalculatorLookups, getSharedApiClient, getStickerCalculatorLookups } from '@stickers62/core/stores';
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
import {
  acrylCalculatorStyles,
  contactButtonStyles,
  layoutPickerStyles,
  paymentCardStyles,
  stickerCalculatorStyles,
} from './ui/library-styles';

/** The sticker calculator's lookups: no acrylic prices, so neither their loader nor their validator (0.5 kB gzip). */
function stickerCalculatorLookups(apiBase?: string) {
  return { stickerCalculator: getStickerCalculatorLookups(apiBase) };
}

/** The acrylic calculator's lookups: no sticker prices. */
function acrylCalculatorLookups(apiBase?: string) {
  return { acrylCalculator: getAcrylCalculatorLookups(apiBase) };
}

/*
 * The widgets as the React library exports them, each in the library environment with only the
 * parts it uses: core's shared client or lookup stores, and its own stylesheet (ui/library-styles.ts). The element scripts render the same components in theirs.
 * `@__PURE__`: these calls run at import, so without the mark a bundler keeps all five widgets
 * for a site that imports one (StickerCalculator alone: 54.5 kB gzip with it missing, 42.2 kB with
 * it, both before twind moved to build time; scripts/build-react-bundles.ts measures).
 */
export const StickerCalculator: LibraryWidget<StickerCalculatorProps> = /* @__PURE__ */ withLibraryEnvironment(
  StickerCalculatorWidget,
  'StickerCalculator',
  { shopLookupsFor: stickerCalculatorLookups, attachStyles: stickerCalculatorStyles },
);
export const AcrylCalculator: LibraryWidget<AcrylCalculatorProps> = /* @__PURE__ */ withLibraryEnvironment(
  AcrylCalculatorWidget,
  'AcrylCalculator',
  { shopLookupsFor: acrylCalculatorLookups, attachStyles: acrylCalculatorStyles },
);
export const LayoutPicker: LibraryWidget<LayoutPickerProps> = /* @__PURE__ */ withLibraryEnvironment(
  LayoutPickerWidget,
  'LayoutPicker',
  { apiClientFor: getSharedApiClient, attachStyles: layoutPickerStyles },
);
export const PaymentCard: LibraryWidget<PaymentCardProps> = /* @__PURE__ */ withLibraryEnvironment(
  PaymentCardWidget,
  'PaymentCard',
  { apiClientFor: getSharedApiClient, attachStyles: paymentCardStyles },
);
export const ContactButton: LibraryWidget<ContactButtonProps> = /* @__PURE__ */ withLibraryEnvironment(
  ContactButtonWidget,
  'ContactButton',
  { attachStyles: contactButtonStyles },
);
