import { getShopStores, memoryStorage } from '@stickers62/core/stores';
import { orderLinkTexts } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { emptyOrder, orderId, publicOrderInfo } from '@stickers62/testkit/fixtures';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-support/render-in-element-scope';
import { PaymentCard } from './PaymentCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = {
  id: 7,
  name: 'Звёзды',
  count: 12,
  fileName: 'star.png',
  isFileInOtherItem: false,
  width: 210,
  height: 297,
  stickerWidth: 60,
  stickerHeight: 60,
  filmType: 'Голографическая',
  laminationType: 'Glossy',
  cuttingType: 'Through',
};

describe('PaymentCard: the order-link page’s items', () => {
  it('shows the buyer’s layout on the item’s sheet in its film, with the cut line', async () => {
    const apiBase = 'https://order-link-pictures.test';
    getShopStores(apiBase, { storage: memoryStorage({ accessToken: 'good' }), createXhr: null, log: () => {} });
    mockFetch((url) => {
      if (url.pathname === `/api/web/public/orders/${orderId}`) return { body: publicOrderInfo };
      if (url.pathname === `/api/web/orders/${orderId}`)
        return { body: { ...emptyOrder, id: orderId, status: 'В работе', payed: false, orderItems: [item] } };
      if (url.pathname === '/api/yookassa/is-payment-completed') return { body: { paymentStatus: 'pending' } };
      return undefined;
    });
    renderWidget(<PaymentCard apiBase={apiBase} orderId={orderId} />);
    await screen.findByRole('heading', { name: orderLinkTexts.items });
    const sheet = await waitFor(() => {
      const picture = document.querySelector('svg[data-film]');
      if (!picture) throw new Error('the sheet has not loaded yet');
      return picture as SVGSVGElement;
    });
    expect(sheet.dataset.film).toBe('holo');
    expect(sheet.dataset.cutting).toBe('Through');
    const printed = sheet.querySelectorAll('[data-testid="layout-on-product"]');
    // A4 in 60 mm stickers: 3 × 4, each with the layout and cut through around its box.
    expect(printed).toHaveLength(12);
    expect(printed[0]?.getAttribute('href')).toContain(`/api/web/files/${orderId}/stickers/`);
    expect(sheet.querySelectorAll('[data-testid="cut-line"] rect')).toHaveLength(12);
  });
});
