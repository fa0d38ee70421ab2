import { navTexts } from '@stickers62/core/texts';
import { Link } from 'wouter';
import { paths } from './routes';

export function Header() {
  return (
    <header className="site-header">
      <nav aria-label="Основное меню" className="site-nav">
        <Link href={paths.home} className="site-logo">
          Стикеры 62
        </Link>
        <Link href={paths.home}>{navTexts.home}</Link>
        <Link href={paths.stickers}>{navTexts.stickers}</Link>
        <Link href={paths.acryl}>{navTexts.acryl}</Link>
        <Link href={paths.about}>{navTexts.about}</Link>
      </nav>
      <Link href={paths.login} className="site-login">
        {navTexts.login}
      </Link>
    </header>
  );
}
