import { createApiClient } from '@stickers62/core/api';
import { formOf } from '@stickers62/core/stores';
import { adminFormTexts, checkoutTexts, deliveryFieldTexts } from '@stickers62/core/texts';
import { adminOrderFixture } from '@stickers62/testkit/fixtures';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { DeliveryFields } from './DeliveryFields';

afterEach(cleanup);

const api = createApiClient({ createXhr: null });

describe('DeliveryFields: the dialog’s delivery part', () => {
  it('for CDEK: the receiver, phone and chosen point, with the checkout’s finder to choose another', async () => {
    const form = formOf(
      adminOrderFixture({
        deliveryType: 'CDEK',
        receiverCredentials: 'Петрова Анна',
        phoneNumber: '79205551122',
        cdekPvzCode: 'MSK2181',
      }),
    );
    const edit = vi.fn();
    const { container } = render(<DeliveryFields api={api} form={form} edit={edit} />);
    expect((screen.getByLabelText(deliveryFieldTexts.receiver) as HTMLInputElement).value).toBe('Петрова Анна');
    expect((screen.getByLabelText(deliveryFieldTexts.phone) as HTMLInputElement).value).toBe('79205551122');
    expect(screen.getByTestId('admin-cdek-point').textContent).toBe(deliveryFieldTexts.cdekPointChosen('MSK2181'));
    expect(screen.getByRole('combobox', { name: checkoutTexts.city })).toBeTruthy();
    expect(screen.queryByLabelText(adminFormTexts.deliveryAddress)).toBeNull();
    fireEvent.change(screen.getByLabelText(deliveryFieldTexts.trackNumber), { target: { value: '1106200001' } });
    expect(edit).toHaveBeenCalledWith({ trackNumber: '1106200001' });
    await expectNoAxeViolations(container);
  });

  it('for Russian Post: the address and index, and the typed track linked to the Post’s tracking page', () => {
    const form = formOf(
      adminOrderFixture({ deliveryType: 'RussianPost', postIndex: '390000', trackNumber: '80085012345678' }),
    );
    render(<DeliveryFields api={api} form={form} edit={() => {}} />);
    expect((screen.getByLabelText(deliveryFieldTexts.postIndex) as HTMLInputElement).value).toBe('390000');
    expect(screen.getByLabelText(adminFormTexts.deliveryAddress)).toBeTruthy();
    expect(screen.getByRole('link', { name: deliveryFieldTexts.trackLink }).getAttribute('href')).toBe(
      'https://www.pochta.ru/tracking?barcode=80085012345678',
    );
  });
});
