import { loginTexts, paymentTexts } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { orderId, publicOrderInfo, vkAuthParameters } from '@stickers62/testkit/fixtures';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test-support/render-in-element-scope';
import { freshApiBase } from '../order-details/test-routes';
import { PublicPaymentScreen } from './PublicPaymentScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PublicPaymentScreen', () => {
  it('starts the VK ID sign-in from the card, and says so when VK ID cannot be reached', async () => {
    let vkParameters = { status: 500, body: {} as unknown };
    mockFetch((url) => {
      if (url.pathname === `/api/web/public/orders/${orderId}`) return { body: publicOrderInfo };
      if (url.pathname === '/api/yookassa/is-payment-completed') return { body: { paymentStatus: 'pending' } };
      if (url.pathname === '/api/web/auth/vkauth-params') return vkParameters;
      return undefined;
    });
    const openUrl = vi.fn();
    // The card renders as inside its element, so its button is in reach of the queries.
    renderWidget(
      <PublicPaymentScreen
        orderId={orderId}
        paymentCompleted={false}
        navigate={vi.fn()}
        paths={{ home: '/', login: '/login' }}
        openUrl={openUrl}
        apiBase={freshApiBase()}
      />,
    );
    const vkButton = await screen.findByRole('button', { name: paymentTexts.vkLogin });
    await userEvent.click(vkButton);
    expect((await screen.findByRole('alert')).textContent).toBe(loginTexts.vkUnknownError);

    vkParameters = { status: 200, body: vkAuthParameters };
    await userEvent.click(vkButton);
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledTimes(1));
    expect(String(openUrl.mock.calls[0]?.[0])).toMatch(/^https:\/\/id\.vk\.com\/authorize\?/);
  });
});
