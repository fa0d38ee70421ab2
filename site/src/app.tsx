import type { HostScreenProps } from '@stickers62/widgets/shop';
import { Suspense, useMemo } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { Header } from './header';
import { PageLoading } from './page-frame';
import { Guarded } from './route-guard';
import { paths, routes } from './routes';
import { SiteLayout } from './site-layout';

/**
 * While a route's chunk loads: a screen-tall loader keeps the footer below the fold, so the page
 * replacing it does not move the footer in view (a layout shift Lighthouse counts in CLS).
 */
function RouteLoading() {
  return (
    <div className="min-h-screen">
      <PageLoading />
    </div>
  );
}

const table = Object.values(routes);
// Routes of one page share a key, so moving between them (/admin/list and /admin, /orders and
// /dashboard) keeps the page and its stores instead of building them again.
const pages = [...new Set(table.map((route) => route.page))];

/**
 * What the router gives every page, which passes it on to its shop screen (`{...screen}`): the
 * address (the query with its `?`), the way to move and the site's links.
 */
function useHostScreenProps(): HostScreenProps {
  const [path, navigate] = useLocation();
  const search = useSearch();
  return useMemo(() => ({ path, search: search ? `?${search}` : '', navigate, paths }), [path, search, navigate]);
}

/** The host site: the route table's pages in the layout; rules live in core, screens in widgets. */
export function App() {
  const screen = useHostScreenProps();
  return (
    <SiteLayout header={<Header />}>
      <Suspense fallback={<RouteLoading />}>
        <Switch>
          {table.map(({ path, page: Page, guard }) => (
            <Route key={pages.indexOf(Page)} path={path}>
              {guard === 'public' ? (
                <Page {...screen} />
              ) : (
                <Guarded guard={guard}>
                  <Page {...screen} />
                </Guarded>
              )}
            </Route>
          ))}
          <Route>
            <Redirect to={paths.home} replace />
          </Route>
        </Switch>
      </Suspense>
    </SiteLayout>
  );
}
