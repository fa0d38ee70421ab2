import { loginTexts } from '@stickers62/core/texts';
import { LoginScreen } from '@stickers62/widgets/shop';
import { useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '../page-frame';
import { paths } from '../routes';

/** `/login`: sign in, register, or (with temporary access) create the permanent account. */
export function LoginPage() {
  const [, navigate] = useLocation();
  useDocumentTitle(loginTexts.title);
  return <LoginScreen search={useSearch()} navigate={navigate} paths={paths} />;
}
