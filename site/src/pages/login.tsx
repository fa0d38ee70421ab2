import { loginTexts } from '@stickers62/core/texts';
import { type HostScreenProps, LoginScreen } from '@stickers62/widgets/shop';
import { useDocumentTitle } from '../page-frame';

/** `/login`: sign in, register, or (with temporary access) create the permanent account. */
export function LoginPage(screen: HostScreenProps) {
  useDocumentTitle(loginTexts.title);
  return <LoginScreen {...screen} />;
}
