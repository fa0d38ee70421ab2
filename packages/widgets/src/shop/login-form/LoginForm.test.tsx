import { loginTexts } from '@stickers62/core/texts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { LoginForm, type LoginFormProps } from './LoginForm';

afterEach(cleanup);

function renderForm(props: Partial<LoginFormProps> = {}) {
  const handlers = { onModeChange: vi.fn(), onSubmit: vi.fn(), onVkLogin: vi.fn() };
  const view = render(<LoginForm mode="login" busy={false} {...handlers} {...props} />);
  return { ...view, ...handlers };
}

describe('LoginForm', () => {
  it('signs in with username and password', async () => {
    const { container, onSubmit } = renderForm();
    expect(screen.getByRole('heading', { name: loginTexts.title })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(loginTexts.username), ' anna ');
    await userEvent.type(screen.getByLabelText(loginTexts.password), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: loginTexts.submitLogin }));
    expect(onSubmit).toHaveBeenCalledWith('login', { username: 'anna', password: 'secret-123' });
    await expectNoAxeViolations(container);
  });

  it('states the new-password rule before the first try, except when signing in', () => {
    const rule = 'Не менее 8 символов. Слишком распространенные пароли (например, 12345678) не подойдут.';
    const { rerender, onModeChange, onSubmit, onVkLogin } = renderForm({ mode: 'register' });
    expect(screen.getByLabelText(loginTexts.password).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(rule)).toBeTruthy();
    rerender(<LoginForm mode="convert" busy={false} {...{ onModeChange, onSubmit, onVkLogin }} />);
    expect(screen.getByText(rule)).toBeTruthy();
    rerender(<LoginForm mode="login" busy={false} {...{ onModeChange, onSubmit, onVkLogin }} />);
    expect(screen.queryByText(rule)).toBeNull();
  });

  it('requires both fields and says which is missing', async () => {
    const { onSubmit, container } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: loginTexts.submitLogin }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(loginTexts.usernameRequired)).toBeTruthy();
    expect(screen.getByText(loginTexts.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText(loginTexts.username).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('names each mode and its submit button, and says Загрузка... while busy', () => {
    const { rerender, onModeChange, onSubmit, onVkLogin } = renderForm({ mode: 'register' });
    expect(screen.getByRole('heading', { name: loginTexts.registerTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: loginTexts.submitRegister })).toBeTruthy();
    const props = { onModeChange, onSubmit, onVkLogin };
    rerender(<LoginForm mode="convert" busy={false} {...props} />);
    expect(screen.getByRole('heading', { name: loginTexts.convertTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: loginTexts.submitConvert })).toBeTruthy();
    rerender(<LoginForm mode="convert" busy {...props} />);
    const busy = screen.getByRole('button', { name: loginTexts.busy }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
  });

  it('offers the permanent account only when allowed and not already in that mode', () => {
    const { rerender, onModeChange, onSubmit, onVkLogin } = renderForm();
    expect(screen.queryByRole('button', { name: loginTexts.createPermanentLink })).toBeNull();
    const props = { onModeChange, onSubmit, onVkLogin };
    rerender(<LoginForm mode="login" busy={false} canCreatePermanent {...props} />);
    expect(screen.getByRole('button', { name: loginTexts.createPermanentLink })).toBeTruthy();
    rerender(<LoginForm mode="convert" busy={false} canCreatePermanent {...props} />);
    expect(screen.queryByRole('button', { name: loginTexts.createPermanentLink })).toBeNull();
  });

  it('switches to registration from the policy and offer links', async () => {
    const { onModeChange } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: loginTexts.policyLink }));
    await userEvent.click(screen.getByRole('button', { name: loginTexts.offerLink }));
    expect(onModeChange.mock.calls).toEqual([['register'], ['register']]);
  });

  it('shows the error in an alert, else the success in a status, and starts VK sign-in', async () => {
    const { rerender, onVkLogin, onModeChange, onSubmit } = renderForm({ error: loginTexts.invalidPassword });
    expect(screen.getByRole('alert').textContent).toBe(loginTexts.invalidPassword);
    rerender(
      <LoginForm
        mode="login"
        busy={false}
        notice={loginTexts.registered}
        onModeChange={onModeChange}
        onSubmit={onSubmit}
        onVkLogin={onVkLogin}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(loginTexts.registered);
    await userEvent.click(screen.getByRole('button', { name: loginTexts.vkLogin }));
    expect(onVkLogin).toHaveBeenCalled();
  });
});
