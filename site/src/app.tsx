import { Redirect, Route, Switch } from 'wouter';
import { Header } from './header';
import { AboutPage } from './pages/about';
import { AcrylPage } from './pages/acryl';
import { AdminPage, StaffToAdmin } from './pages/admin';
import { CartPage } from './pages/cart';
import { CompletedPage } from './pages/completed';
import { ConfirmOrderPage } from './pages/confirm-order';
import { Home } from './pages/home';
import { LoginPage } from './pages/login';
import { OrderPage } from './pages/order';
import { OrdersPage } from './pages/orders';
import { PaymentPage } from './pages/payment';
import { ProfilePage } from './pages/profile';
import { StickersPage } from './pages/stickers';
import { VkCallbackPage } from './pages/vk-callback';
import { signedIn } from './session-gate';
import { SiteLayout } from './site-layout';

/**
 * The host site's route table: page composition only; rules live in core, UI in widgets.
 * The VK ID return comes first. Signed-in routes (`signedIn`) send guests to /login.
 */
export function App() {
  return (
    <SiteLayout header={<Header />}>
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
    </SiteLayout>
  );
}
