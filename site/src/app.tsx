import { Redirect, Route, Switch } from 'wouter';
import { Header } from './header';
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
          <Route path="/orders">{() => <NotBuiltYet title="Мои заказы" />}</Route>
          <Route path="/dashboard">{() => <NotBuiltYet title="Мои заказы" />}</Route>
          <Route path="/profile">{() => <NotBuiltYet title="Настройки профиля" />}</Route>
          <Route path="/admin/list">{() => <NotBuiltYet title="Заказы" />}</Route>
          <Route path="/admin">{() => <NotBuiltYet title="Заказы" />}</Route>
          <Route path="/auth/vk/callback">{() => <NotBuiltYet title="Вход через ВКонтакте" />}</Route>
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </main>
    </div>
  );
}
