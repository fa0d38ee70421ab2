import { Redirect, Route, Switch } from 'wouter';
import { Header } from './header';
import { AdminPage, StaffToAdmin } from './pages/admin';
import { Home } from './pages/home';
import { NotBuiltYet } from './pages/not-built-yet';

/** The host site: routes and page composition only; rules live in core, UI in widgets. */
export function App() {
  return (
    <div className="site">
      <Header />
      <main className="site-main">
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/login">{() => <NotBuiltYet title="Вход в систему" />}</Route>
          <Route path="/stickers">{() => <NotBuiltYet title="Стикеры" />}</Route>
          <Route path="/acryl">{() => <NotBuiltYet title="Акрил" />}</Route>
          <Route path="/about">{() => <NotBuiltYet title="О нас" />}</Route>
          <Route path="/cart">{() => <NotBuiltYet title="Корзина" />}</Route>
          <Route path="/order/:id/payment">{() => <NotBuiltYet title="Оплата заказа" />}</Route>
          <Route path="/order/:id/payment-completed">{() => <NotBuiltYet title="Проверка оплаты" />}</Route>
          <Route path="/order/:id">{() => <NotBuiltYet title="Заказ" />}</Route>
          <Route path="/confirm-order/:id">{() => <NotBuiltYet title="Оформление заказа" />}</Route>
          <Route path="/completed/:id?">{() => <NotBuiltYet title="Заказ отправлен" />}</Route>
          <Route path="/orders">
            {() => (
              <StaffToAdmin>
                <NotBuiltYet title="Мои заказы" />
              </StaffToAdmin>
            )}
          </Route>
          <Route path="/dashboard">
            {() => (
              <StaffToAdmin>
                <NotBuiltYet title="Мои заказы" />
              </StaffToAdmin>
            )}
          </Route>
          <Route path="/profile">{() => <NotBuiltYet title="Настройки профиля" />}</Route>
          <Route path="/admin/list">{() => <AdminPage withDialog={false} />}</Route>
          <Route path="/admin">{() => <AdminPage withDialog />}</Route>
          <Route path="/auth/vk/callback">{() => <NotBuiltYet title="Вход через ВКонтакте" />}</Route>
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </main>
    </div>
  );
}
