import { useStore } from '@nanostores/react';
import { createApiClient } from '@stickers62/core/api';
import { createProfileStore, emptyProfileForm, type ProfileState, type ProfileStore } from '@stickers62/core/stores';
import { profileTexts } from '@stickers62/core/texts';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { ProfileForm } from './ProfileForm';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const savedProfile = {
  receiptEmail: 'anna@example.ru',
  receiptFio: 'Анна Иванова',
  address: null,
  postIndex: null,
  cdekPvzCode: null,
  phoneNumber: '79101234567',
  vkLink: null,
};

function ProfileWithStore({ store }: { store: ProfileStore }) {
  const state = useStore(store.$state);
  return <ProfileForm state={state} onFieldChange={store.setField} onSave={() => void store.save()} />;
}

/** The real profile store over a fake server, as the profile page wires it. */
function renderWithStore(saveStatus = 204) {
  const posted: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === '/api/web/client') return Response.json({ name: 'Анна', receiptEmail: null });
    if (init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return new Response(null, { status: saveStatus });
    }
    return Response.json(savedProfile);
  });
  const store = createProfileStore(createApiClient({ baseUrl: 'http://shop.test', fetch, createXhr: null }));
  const view = render(<ProfileWithStore store={store} />);
  return { ...view, store, posted };
}

describe('ProfileForm', () => {
  it('shows the client and the saved values with the phone formatted', async () => {
    const { store, container } = renderWithStore();
    await act(() => store.load());
    expect(screen.getByText(profileTexts.client('Анна'))).toBeTruthy();
    expect((screen.getByLabelText(profileTexts.phoneNumber) as HTMLInputElement).value).toBe('+7 (910) 123 45 67');
    expect((screen.getByLabelText(profileTexts.receiptEmail) as HTMLInputElement).value).toBe('anna@example.ru');
    await expectNoAxeViolations(container);
  });

  it('formats the phone while typing and sends digits only; the success alert goes after 5 s', async () => {
    const { store, posted } = renderWithStore();
    await act(() => store.load());
    const phone = screen.getByLabelText(profileTexts.phoneNumber);
    await userEvent.clear(phone);
    await userEvent.type(phone, '89205554433');
    expect((phone as HTMLInputElement).value).toBe('+7 (920) 555 44 33');
    vi.useFakeTimers();
    await act(async () => {
      screen.getByRole('button', { name: profileTexts.save }).click();
    });
    await act(async () => {
      await vi.waitFor(() => expect(posted).toHaveLength(1));
    });
    expect(posted[0]).toMatchObject({ phoneNumber: '79205554433', receiptEmail: 'anna@example.ru', address: null });
    expect(screen.getByRole('status').textContent).toBe(profileTexts.saved);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the bad e-mail and the short phone under their fields and does not save', async () => {
    const { store, posted, container } = renderWithStore();
    await act(() => store.load());
    await userEvent.clear(screen.getByLabelText(profileTexts.receiptEmail));
    await userEvent.type(screen.getByLabelText(profileTexts.receiptEmail), 'anna@');
    await userEvent.clear(screen.getByLabelText(profileTexts.phoneNumber));
    await userEvent.type(screen.getByLabelText(profileTexts.phoneNumber), '912');
    await userEvent.click(screen.getByRole('button', { name: profileTexts.save }));
    expect(screen.getByText(profileTexts.invalidEmail)).toBeTruthy();
    expect(screen.getByText(profileTexts.invalidPhone)).toBeTruthy();
    expect(screen.getByLabelText(profileTexts.receiptEmail).getAttribute('aria-invalid')).toBe('true');
    expect(posted).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('refuses a VK link that is not a vk.com or vk.ru page, under its field', async () => {
    const { store, posted } = renderWithStore();
    await act(() => store.load());
    const vkLink = screen.getByLabelText(profileTexts.vkLink);
    await userEvent.type(vkLink, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: profileTexts.save }));
    expect(screen.getByText(profileTexts.invalidVkLink)).toBeTruthy();
    expect(vkLink.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toHaveLength(0);
  });

  it('shows the save failure', async () => {
    const { store } = renderWithStore(500);
    await act(() => store.load());
    await userEvent.click(screen.getByRole('button', { name: profileTexts.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(profileTexts.saveFailed);
    store.dispose();
  });

  it('renders from a plain state too (no store needed)', () => {
    const state: ProfileState = {
      loading: false,
      saving: true,
      clientName: null,
      values: emptyProfileForm,
      errors: {},
      alert: { tone: 'error', text: profileTexts.loadFailed },
    };
    render(<ProfileForm state={state} onFieldChange={() => {}} onSave={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe(profileTexts.loadFailed);
    expect((screen.getByRole('button', { name: 'Загрузка...' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
