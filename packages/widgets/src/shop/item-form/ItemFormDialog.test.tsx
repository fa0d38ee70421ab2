import { formatRubles } from '@stickers62/core/format';
import { createAcrylItemForm, type ItemSaveResult, type OpenItemForm } from '@stickers62/core/stores';
import { itemFittingTexts, itemTexts, minimumRunTexts, navTexts, quantityTexts } from '@stickers62/core/texts';
import { referenceLists } from '@stickers62/testkit/fixtures';
import { cleanup, fireEvent, getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { acrylItem, freshApiBase } from '../order-details/test-routes';
import { ItemFormDialog } from './ItemFormDialog';

afterEach(cleanup);

/** Money is written with no-break spaces: compare them as they are. */
const exactText = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

/** The acryl item's form as the order details store opens it, saving through `save`. */
function openedAcryl(save: Parameters<typeof createAcrylItemForm>[1]): OpenItemForm {
  return { kind: 'acryl', item: acrylItem, form: createAcrylItemForm(acrylItem, save) };
}

describe('ItemFormDialog: acryl', () => {
  it('offers every acryl field, omits mixed print and shows fitting pictures on hover', async () => {
    const onSaveAcryl = vi.fn().mockResolvedValue({ ok: true });
    const onClose = vi.fn();
    const { container } = render(
      <ItemFormDialog
        opened={openedAcryl(onSaveAcryl)}
        references={referenceLists}
        apiBase={freshApiBase()}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: itemTexts.editTitle });
    const printTypes = within(within(dialog).getByRole('combobox', { name: itemTexts.printType }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(printTypes).toContain('Односторонняя');
    expect(printTypes).not.toContain('Разная печать');
    expect(within(dialog).getByText(minimumRunTexts.acrylNewKeyRingsSmall)).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: 'Карабин' }) as HTMLInputElement).checked).toBe(true);
    // Fittings are sold separately: the cheapest's price under the legend, each one's beside its name.
    expect(within(dialog).getByText(itemFittingTexts.fittingsNote(formatRubles(8.5)), exactText)).toBeTruthy();
    expect(within(dialog).getByText(itemFittingTexts.fittingPrice(formatRubles(12)), exactText)).toBeTruthy();
    await expectNoAxeViolations(container);

    const chain = within(dialog).getByRole('checkbox', { name: 'Цепочка' });
    fireEvent.mouseEnter(chain.closest('span') as HTMLElement);
    const picture = within(dialog).getByTestId('fitting-preview') as HTMLImageElement;
    expect(picture.src).toContain('/api/stickers/acryl-constants/fittings/');
    fireEvent.error(picture);
    expect(within(dialog).queryByTestId('fitting-preview')).toBeNull();

    fireEvent.click(chain);
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: quantityTexts.acrylCountLabel }), {
      target: { value: '-3' },
    });
    expect(
      (within(dialog).getByRole('spinbutton', { name: quantityTexts.acrylCountLabel }) as HTMLInputElement).value,
    ).toBe('0');
    fireEvent.click(within(dialog).getByRole('button', { name: itemTexts.save }));
    await vi.waitFor(() =>
      expect(onSaveAcryl).toHaveBeenCalledWith(expect.objectContaining({ fittings: ['Карабин', 'Цепочка'], count: 0 })),
    );
    // Closing on success is the order details store's (its tests); the dialog only closes when asked.
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: navTexts.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lets the count be cleared and typed anew: 10, never «010»', async () => {
    const onSaveAcryl = vi.fn().mockResolvedValue({ ok: true });
    render(<ItemFormDialog opened={openedAcryl(onSaveAcryl)} references={referenceLists} onClose={vi.fn()} />);
    const count = () => screen.getByRole('spinbutton', { name: quantityTexts.acrylCountLabel }) as HTMLInputElement;
    fireEvent.input(count(), { target: { value: '' } });
    expect(count().value).toBe('');
    fireEvent.input(count(), { target: { value: '1' } });
    fireEvent.input(count(), { target: { value: '10' } });
    expect(count().value).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: itemTexts.save }));
    await vi.waitFor(() => expect(onSaveAcryl).toHaveBeenCalledWith(expect.objectContaining({ count: 10 })));
  });

  it('keeps the form open with the save failure text', async () => {
    const onClose = vi.fn();
    render(
      <ItemFormDialog
        opened={openedAcryl(
          async (): Promise<ItemSaveResult> => ({
            ok: false,
            message: 'Не удалось сохранить позицию! Неизвестная ошибка',
          }),
        )}
        references={referenceLists}
        onClose={onClose}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: itemTexts.save }));
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось сохранить позицию! Неизвестная ошибка');
    expect(onClose).not.toHaveBeenCalled();
  });
});
