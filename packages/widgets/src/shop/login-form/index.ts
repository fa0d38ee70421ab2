export { LoginForm, type LoginFormProps, type LoginMode } from './LoginForm';
