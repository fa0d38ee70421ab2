import { itemsTypeFilters, orderStatusList } from '@stickers62/core/contract';
import { completeFilters, emptyOrderListFilters, orderListFilterKeys } from '@stickers62/core/stores';
import { adminFormTexts, adminTexts } from '@stickers62/core/texts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { FilterPanel } from './FilterPanel';
import { listControlFilterKeys } from './ListControls';

afterEach(cleanup);

describe('FilterPanel', () => {
  it('has a control for every filter of section 9, with the five items types and the shop statuses', async () => {
    const { container } = render(<FilterPanel filters={emptyOrderListFilters} onApply={() => {}} onClose={() => {}} />);
    const names = [...container.querySelectorAll('input[name], select[name]')].map((control) =>
      control.getAttribute('name'),
    );
    // The search, the statuses and the planned send date are the list's quick controls (ListControls).
    const quick: readonly string[] = listControlFilterKeys;
    expect(names.sort()).toEqual(orderListFilterKeys.filter((key) => !quick.includes(key)).sort());
    const itemsType = screen.getByLabelText(adminFormTexts.itemsType);
    expect(
      within(itemsType)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', ...itemsTypeFilters]);
    expect(within(itemsType).getByRole('option', { name: adminTexts.itemsTypes.onlyAcryl })).toBeTruthy();
    const status = screen.getByLabelText(adminFormTexts.status);
    expect(within(status).getAllByRole('option')).toHaveLength(orderStatusList.length + 1);
    await expectNoAxeViolations(container);
  });

  it('keeps edits until Применить, clears the form, and closes on Escape', async () => {
    const onApply = vi.fn();
    const onClose = vi.fn();
    render(<FilterPanel filters={completeFilters({ status: 'Отменен' })} onApply={onApply} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: adminTexts.filters });
    await userEvent.type(within(dialog).getByLabelText(adminFormTexts.orderNumber), '42');
    const [orderFrom] = within(dialog).getAllByLabelText(adminFormTexts.dateFrom);
    await userEvent.type(orderFrom as HTMLElement, '2026-01-01');
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: adminTexts.apply }));
    expect(onApply).toHaveBeenCalledWith(
      completeFilters({ status: 'Отменен', orderNumber: '42', orderDateFrom: '2026-01-01' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: adminTexts.clearFilters }));
    await userEvent.click(within(dialog).getByRole('button', { name: adminTexts.apply }));
    expect(onApply).toHaveBeenLastCalledWith(emptyOrderListFilters);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
