export { ShopHeader, type ShopHeaderProps } from './ShopHeader';
export { defaultHeaderPaths, SiteHeader, type SiteHeaderPaths, type SiteHeaderProps } from './SiteHeader';
export { UserMenu, type UserMenuProps } from './UserMenu';
