/**
 * The React library of «Стикеры 62» widgets. Nothing here defines custom elements or touches
 * the DOM on import: the elements come from the scripts in `dist/elements/`.
 */

export type { OrderRequest } from '@stickers62/core/rules';
export type { PickedLayout } from '@stickers62/core/stores';
export type { AcrylPriceChange } from './acryl-calculator/AcrylCalculator';
export { type ContactButtonPosition, contactButtonPositions, shopChatUrl } from './contact-button/ContactButton';
export type * from './custom-elements/generated/element-types';
// Every component of the element catalogue as the library exports it, and its props type (generated).
export * from './library-widgets';
export type { StickerPriceChange } from './sticker-calculator/StickerCalculator';
export { Button, type ButtonProps } from './ui/Button';
export { CheckboxField, type CheckboxFieldProps } from './ui/CheckboxField';
export { buttonClass, cardClass, fieldClass } from './ui/classes';
export { Dialog, DialogActions, type DialogActionsProps, type DialogProps } from './ui/Dialog';
export { Lightbox, type LightboxProps, maxLightboxZoom } from './ui/Lightbox';
export { libraryEnvironment } from './ui/library-environment';
export { attachStyles } from './ui/library-styles';
export { plainOptions, SelectField, type SelectFieldProps, type SelectOption } from './ui/SelectField';
export { StyleScope } from './ui/StyleScope';
export { StyledShadowContext } from './ui/styled-shadow-context';
export { themePresets, type WidgetTheme, type WidgetThemeProps } from './ui/theme-preset';
export { type ShopLookups, type WidgetEnvironment, WidgetEnvironmentContext } from './ui/widget-environment';
