export { LoginForm, type LoginFormProps, type LoginMode } from './LoginForm';
export { LoginScreen, type LoginScreenProps } from './LoginScreen';
export { TemporaryAccessBanner, type TemporaryAccessBannerProps } from './TemporaryAccessBanner';
export { VkReturnScreen, type VkReturnScreenProps } from './VkReturnScreen';
