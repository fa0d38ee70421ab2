import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageLoading } from './page-frame';
import { paths } from './routes';
import { shop } from './shop';

/**
 * Signed-in routes: while the stored session is being checked a loader shows; a guest is
 * sent to /login (docs/decisions.md, "Site"); permanent and temporary sessions pass.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useStore(shop.session.$state);
  if (session.isAuthenticated) return <>{children}</>;
  if (!session.started || session.loading) return <PageLoading />;
  return <Redirect to={paths.login} replace />;
}

/** Wraps a page for the route table: `<Route path="/orders">{signedIn(<OrdersPage />)}</Route>`. */
export function signedIn(page: ReactNode) {
  return () => <SignedInOnly>{page}</SignedInOnly>;
}
