import { ShopHeader } from '@stickers62/widgets/shop';
import { useLocation } from 'wouter';
import { paths } from './routes';

/** The shop header, moving through the site's router. */
export function Header() {
  const [location, navigate] = useLocation();
  return <ShopHeader currentPath={location} navigate={navigate} paths={paths} />;
}
