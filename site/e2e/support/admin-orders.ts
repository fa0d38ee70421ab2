import {
  type ApiClient,
  createOrderForClient,
  getAdminOrder,
  loginWithAccessKey,
  updateOrderInformation,
} from '@stickers62/core/api';
import { adminFormTexts } from '@stickers62/core/texts';
import { orderUpdateBody } from '@stickers62/testkit/fixtures';
import type { Locator, Page } from 'playwright-core';
import { apiClient } from './api.ts';
import { type OrderItems, saveItems } from './customer-orders.ts';

export interface SeededOrder {
  id: string;
  number: number;
  clientName: string;
  stickers: number;
  acryl: number;
  payed: boolean;
  cost: number;
  accessKey: string;
}

export const accessKeyOf = (link: string) => new URL(link).searchParams.get('access_key') ?? '';

/**
 * An order the way a manager starts one for a client who writes in VK: a draft made by the
 * manager, the items added by the client through the access link, then marked paid (or not, and
 * with `status` when given) by the manager. Returns the order as the manager reads it.
 */
export async function seedOrderWith(
  admin: ApiClient,
  clientName: string,
  items: OrderItems,
  update: { payed: boolean; status?: string },
) {
  const created = await createOrderForClient(admin, { clientName });
  const accessKey = accessKeyOf(created.accessLink);
  const signedIn = await loginWithAccessKey(apiClient(), accessKey);
  if (!signedIn.success) throw new Error(`access key sign-in failed: ${signedIn.message}`);
  await saveItems(apiClient(signedIn.data.token), created.orderId, items);
  await updateOrderInformation(
    admin,
    orderUpdateBody(created.orderId, { isPayed: update.payed, ...(update.status ? { status: update.status } : {}) }),
  );
  return { created, accessKey, stored: await getAdminOrder(admin, created.orderId) };
}

/** `seedOrderWith` with so many numbered sticker and key-ring items of the fixtures. */
export async function seedOrder(
  admin: ApiClient,
  clientName: string,
  shape: { stickers: number; acryl: number; payed: boolean; status?: string },
): Promise<SeededOrder> {
  const numbered = (count: number, name: string) =>
    Array.from({ length: count }, (_, index) => ({ name: `${name} ${index + 1}` }));
  const { created, accessKey, stored } = await seedOrderWith(
    admin,
    clientName,
    { stickers: numbered(shape.stickers, 'Стикер'), acryl: numbered(shape.acryl, 'Брелок') },
    shape,
  );
  return {
    id: created.orderId,
    number: created.orderNumber,
    clientName,
    stickers: shape.stickers,
    acryl: shape.acryl,
    payed: shape.payed,
    cost: stored.cost,
    accessKey,
  };
}

/** Opens the manager's list on the order's number and its edit dialog. */
export async function openOrderDialog(page: Page, orderId: string, orderNumber: number): Promise<Locator> {
  await page.goto(`/admin?orderNumber=${orderNumber}`);
  await page.locator(`tr[data-order-id="${orderId}"]`).click();
  const dialog = page.getByRole('dialog', { name: adminFormTexts.orderTitle(orderNumber) });
  await dialog.waitFor();
  return dialog;
}
