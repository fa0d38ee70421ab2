import { createApiClient } from '@stickers62/core/api';
import { adminFormTexts, adminTexts, fileTexts, preflightViewTexts } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { acrylItemFixture, lowResolutionPreflight, stickerItemFixture } from '@stickers62/testkit/fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { ItemList } from './ItemList';
import { orderIdOf } from './test-fixtures';

const sticker = stickerItemFixture({
  id: 1,
  name: 'Кот',
  comment: 'Белая обводка',
  filmType: 'Белая глянцевая',
  width: 100,
  height: 80,
  fileName: 'kot.psd',
  status: 'Макет загружен',
  cost: 1500,
});
const acryl = acrylItemFixture({ id: 2, fittings: ['Кольцо для ключей'], height: 40, cost: 2180 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ItemList', () => {
  it("shows 'Позиции заказа отсутствуют' for an order without items", () => {
    render(<ItemList api={createApiClient({ createXhr: null })} orderId={orderIdOf(1)} stickers={[]} acryl={[]} />);
    expect(screen.getByText(adminTexts.noItems)).toBeTruthy();
  });

  it('shows each item with its 120 px preview, and downloads the layout', async () => {
    const { calls } = mockFetch(() => ({ body: 'image-bytes' }));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { container } = render(
      <ItemList
        api={createApiClient({ createXhr: null })}
        orderId={orderIdOf(1)}
        stickers={[sticker]}
        acryl={[acryl]}
      />,
    );
    const preview = await screen.findByAltText(adminFormTexts.previewOf('Кот'));
    expect(preview.getAttribute('src')).toBe('blob:preview');
    expect(calls).toContain(`/api/web/files/${orderIdOf(1)}/stickers/%D0%9A%D0%BE%D1%82/preview?maxWidth=120`);
    expect(screen.getByText(/Глянцевая · Контурная · 100×80 мм · Тираж: 20/)).toBeTruthy();
    expect(screen.getByText(adminFormTexts.noLayout)).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: adminFormTexts.downloadLayout }));
    expect(calls).toContain(`/api/web/files/${orderIdOf(1)}/stickers/%D0%9A%D0%BE%D1%82/download`);
    expect(clicked).toHaveBeenCalled();
  });

  it('shows a repeated item with the layout of the item it repeats', async () => {
    const { calls } = mockFetch(() => ({ body: 'image-bytes' }));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:source');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const repeat = stickerItemFixture({ id: 3, name: 'Кот из 1042', fileName: null, otherItem: 1, cost: 1500 });
    render(
      <ItemList api={createApiClient({ createXhr: null })} orderId={orderIdOf(1)} stickers={[repeat]} acryl={[]} />,
    );
    const preview = await screen.findByAltText(adminFormTexts.previewOf('Кот из 1042'));
    expect(preview.getAttribute('src')).toBe('blob:source');
    expect(calls.some((call) => call.endsWith('/preview?maxWidth=120'))).toBe(true);
  });

  it("shows each layout's preflight to the manager: the badge opens the checks", async () => {
    mockFetch(() => ({ body: 'image-bytes' }));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { container } = render(
      <ItemList
        api={createApiClient({ createXhr: null })}
        orderId={orderIdOf(1)}
        stickers={[{ ...sticker, preflight: lowResolutionPreflight }]}
        acryl={[acryl]}
      />,
    );
    await screen.findByAltText(adminFormTexts.previewOf('Кот'));
    // Only the layout that was checked has a badge (the acryl item has no file).
    expect(screen.getAllByTestId('preflight')).toHaveLength(1);
    await userEvent.click(screen.getByText(preflightViewTexts.badge.red));
    const checks = screen.getByRole('list', { name: preflightViewTexts.checksTitle });
    expect(checks.textContent).toContain(lowResolutionPreflight.checks[0]?.message);
    await expectNoAxeViolations(container);
  });

  it('shows the general acryl file with its checks and downloads it', async () => {
    const { calls } = mockFetch(() => ({ body: 'layout-bytes' }));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:layout');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { container } = render(
      <ItemList
        api={createApiClient({ createXhr: null })}
        orderId={orderIdOf(1)}
        stickers={[]}
        acryl={[]}
        generalAcrylFile={{ fileName: 'Общий.png', preflight: lowResolutionPreflight }}
      />,
    );
    const general = screen.getByRole('region', { name: fileTexts.generalAcrylTitle });
    expect(general.textContent).toContain('Общий.png');
    expect(screen.getByText(preflightViewTexts.badge.red)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: adminFormTexts.downloadLayout }));
    await waitFor(() => expect(calls.at(-1)).toContain('__general__'));
    await expectNoAxeViolations(container);
  });
});
