import { useStore } from '@nanostores/react';
import { loginAddressReturningTo, type RouteGuard, routeAccess } from '@stickers62/core/rules';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageLoading } from './page-frame';
import { paths } from './routes';
import { shop } from './shop';

/** Shows a guarded route's page, a loader, or moves on, as core's route rule says for this session. */
export function Guarded({ guard, children }: { guard: RouteGuard; children: ReactNode }) {
  const session = useStore(shop.session.$state);
  const search = useSearch();
  const [location] = useLocation();
  switch (routeAccess(guard, session)) {
    case 'show':
      return <>{children}</>;
    case 'wait':
      return <PageLoading />;
    case 'to-login':
      // Back to this page after signing in: the cart behind «Загрузить макет», a bookmarked order.
      return <Redirect to={loginAddressReturningTo(paths.login, `${location}${search ? `?${search}` : ''}`)} replace />;
    case 'to-home':
      return <Redirect to={paths.home} replace />;
    case 'to-admin':
      // The query is kept: a manager's /dashboard?status=… is the same filtered list.
      return <Redirect to={`${paths.admin}${search ? `?${search}` : ''}`} replace />;
  }
}
