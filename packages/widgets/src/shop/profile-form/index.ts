export { PasswordForm, type PasswordFormProps } from './PasswordForm';
export { ProfileForm, type ProfileFormProps } from './ProfileForm';
export { ProfileScreen, type ProfileScreenProps } from './ProfileScreen';
