import { useStore } from '@nanostores/react';
import { createApiClient } from '@stickers62/core/api';
import { createPasswordChangeStore, type PasswordChangeStore } from '@stickers62/core/stores';
import { authServerTexts, profileTexts } from '@stickers62/core/texts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { PasswordForm } from './PasswordForm';

afterEach(cleanup);

function PasswordWithStore({ store }: { store: PasswordChangeStore }) {
  const state = useStore(store.$state);
  return <PasswordForm state={state} onFieldChange={store.setField} onSubmit={() => void store.submit()} />;
}

/** The real store over a fake server answering the change with `status` (and its text). */
function renderWithStore(status = 204, message?: string) {
  const posted: unknown[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    posted.push(JSON.parse(String(init?.body)));
    if (status === 204) return new Response(null, { status });
    return Response.json({ statusCode: status, error: 'Bad Request', message }, { status });
  });
  const store = createPasswordChangeStore(createApiClient({ baseUrl: 'http://shop.test', fetch, createXhr: null }));
  const view = render(<PasswordWithStore store={store} />);
  return { ...view, posted };
}

async function fill(current: string, next: string, repeat = next) {
  if (current) await userEvent.type(screen.getByLabelText(profileTexts.currentPassword), current);
  await userEvent.type(screen.getByLabelText(profileTexts.newPassword), next);
  await userEvent.type(screen.getByLabelText(profileTexts.repeatPassword), repeat);
  await userEvent.click(screen.getByRole('button', { name: profileTexts.changePassword }));
}

describe('PasswordForm', () => {
  it('offers three password fields the browser can fill', async () => {
    const { container } = renderWithStore();
    expect(screen.getByRole('heading', { name: profileTexts.passwordTitle })).toBeTruthy();
    const current = screen.getByLabelText(profileTexts.currentPassword) as HTMLInputElement;
    expect(current.type).toBe('password');
    expect(current.autocomplete).toBe('current-password');
    expect((screen.getByLabelText(profileTexts.newPassword) as HTMLInputElement).autocomplete).toBe('new-password');
    await expectNoAxeViolations(container);
  });

  it('names the missing current password and the short new one under their fields, sending nothing', async () => {
    const { posted, container } = renderWithStore();
    await fill('', 'short');
    expect(screen.getByText(profileTexts.currentPasswordRequired)).toBeTruthy();
    expect(screen.getByText(authServerTexts.passwordTooShort)).toBeTruthy();
    expect(screen.getByLabelText(profileTexts.newPassword).getAttribute('aria-invalid')).toBe('true');
    expect(posted).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('says when the two new passwords differ', async () => {
    renderWithStore();
    await fill('old-password', 'lilac-ferry-quartz-91', 'lilac-ferry-quartz-19');
    expect(screen.getByText(profileTexts.passwordsDiffer)).toBeTruthy();
  });

  it('changes the password, empties the form and says so', async () => {
    const { posted } = renderWithStore();
    await fill('old-password', 'lilac-ferry-quartz-91');
    expect((await screen.findByRole('status')).textContent).toBe(profileTexts.passwordChanged);
    expect(posted).toEqual([{ currentPassword: 'old-password', newPassword: 'lilac-ferry-quartz-91' }]);
    expect((screen.getByLabelText(profileTexts.currentPassword) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal", async () => {
    renderWithStore(400, authServerTexts.passwordTooCommon);
    await fill('old-password', 'password123');
    expect((await screen.findByRole('alert')).textContent).toBe(authServerTexts.passwordTooCommon);
  });
});
