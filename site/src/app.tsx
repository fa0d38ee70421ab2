import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Header } from './header';
import { PageLoading } from './page-frame';
import { Home } from './pages/home';
import { signedIn } from './session-gate';
import { SiteLayout } from './site-layout';

// Every page but the landing is its own chunk (docs/decisions.md, "Site performance"): a visitor
// of / or a calculator does not download the admin table, checkout or order details. The
// landing stays in the entry chunk: it is small, and a lazy landing would wait for a second
// request before its first paint.
const LoginPage = lazy(() => import('./pages/login').then((page) => ({ default: page.LoginPage })));
const StickersPage = lazy(() => import('./pages/stickers').then((page) => ({ default: page.StickersPage })));
const AcrylPage = lazy(() => import('./pages/acryl').then((page) => ({ default: page.AcrylPage })));
const AboutPage = lazy(() => import('./pages/about').then((page) => ({ default: page.AboutPage })));
const PaymentPage = lazy(() => import('./pages/payment').then((page) => ({ default: page.PaymentPage })));
const CartPage = lazy(() => import('./pages/cart').then((page) => ({ default: page.CartPage })));
const OrderPage = lazy(() => import('./pages/order').then((page) => ({ default: page.OrderPage })));
const ConfirmOrderPage = lazy(() =>
  import('./pages/confirm-order').then((page) => ({ default: page.ConfirmOrderPage })),
);
const CompletedPage = lazy(() => import('./pages/completed').then((page) => ({ default: page.CompletedPage })));
const OrdersPage = lazy(() => import('./pages/orders').then((page) => ({ default: page.OrdersPage })));
const ProfilePage = lazy(() => import('./pages/profile').then((page) => ({ default: page.ProfilePage })));
const AdminPage = lazy(() => import('./pages/admin').then((page) => ({ default: page.AdminPage })));
const StaffToAdmin = lazy(() => import('./pages/admin').then((page) => ({ default: page.StaffToAdmin })));
const VkCallbackPage = lazy(() => import('./pages/vk-callback').then((page) => ({ default: page.VkCallbackPage })));

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

/**
 * The host site's route table: page composition only; rules live in core, UI in widgets.
 * The VK ID return comes first. Signed-in routes (`signedIn`) send guests to /login.
 */
export function App() {
  return (
    <SiteLayout header={<Header />}>
      <Suspense fallback={<RouteLoading />}>
        <Switch>
          <Route path="/auth/vk/callback" component={VkCallbackPage} />
          <Route path="/" component={Home} />
          <Route path="/login" component={LoginPage} />
          <Route path="/stickers" component={StickersPage} />
          <Route path="/acryl" component={AcrylPage} />
          <Route path="/about" component={AboutPage} />
          <Route path="/order/:id/payment">{() => <PaymentPage checking={false} />}</Route>
          <Route path="/order/:id/payment-completed">{() => <PaymentPage checking />}</Route>
          <Route path="/cart">{signedIn(<CartPage />)}</Route>
          <Route path="/order/:id">{signedIn(<OrderPage />)}</Route>
          <Route path="/confirm-order/:id">{signedIn(<ConfirmOrderPage />)}</Route>
          <Route path="/completed/:id?">{signedIn(<CompletedPage />)}</Route>
          <Route path="/orders">
            {signedIn(
              <StaffToAdmin>
                <OrdersPage />
              </StaffToAdmin>,
            )}
          </Route>
          <Route path="/dashboard">
            {signedIn(
              <StaffToAdmin>
                <OrdersPage />
              </StaffToAdmin>,
            )}
          </Route>
          <Route path="/profile">{signedIn(<ProfilePage />)}</Route>
          <Route path="/admin/list">{signedIn(<AdminPage withDialog={false} />)}</Route>
          <Route path="/admin">{signedIn(<AdminPage withDialog />)}</Route>
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </Suspense>
    </SiteLayout>
  );
}
