import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { acrylItems, orders, payments, stickerItems, users } from '../db/schema.js';
import { addressOf, type MailConfig } from '../mail/config.js';
import { type MailOrder, managerLines, renderCustomerMail, renderManagerMail } from '../mail/templates.js';
import type { InlineImage, MailTransport } from '../mail/transport.js';
import type { Notifier } from '../notifier.js';
import { deliverAccountantMail } from './accountant-mail.js';
import {
  type CustomerTemplate,
  customerTemplates,
  essentialTemplates,
  type ManagerTemplate,
  managerTemplates,
  type NotificationData,
} from './events.js';
import { adminOrderUrl } from './links.js';
import type { Delivery, OutboxRow } from './outbox.js';
import { unsubscribePage, unsubscribeToken } from './unsubscribe.js';

export interface DeliveryChannels {
  db: Database;
  mail: MailTransport;
  notifier: Notifier;
  publicUrl: string;
  mailConfig: MailConfig | undefined;
  /** Signs the unsubscribe links (the session secret). */
  secret: string;
  /** The preview of a proof round, carried inside the proof-ready e-mail (proof-preview.ts); null: none. */
  proofPreview?: (orderId: string, round: number) => Promise<InlineImage | null>;
}

interface Recipient {
  id: number;
  name: string | null;
  email: string | null;
  vkUserId: string | null;
  orderNewsEmails: boolean;
}

async function loadOrder(db: Database, orderId: string): Promise<{ order: MailOrder; customer: Recipient } | null> {
  const [row] = await db
    .select({
      order: orders,
      userId: users.id,
      userName: users.name,
      username: users.username,
      receiptEmail: users.receiptEmail,
      isTemporary: users.isTemporary,
      vkUserId: users.vkUserId,
      orderNewsEmails: users.orderNewsEmails,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const [stickers, acryl, [paid]] = await Promise.all([
    db
      .select({ name: stickerItems.name, count: stickerItems.count, cost: stickerItems.cost })
      .from(stickerItems)
      .where(eq(stickerItems.orderId, orderId))
      .orderBy(asc(stickerItems.id)),
    db
      .select({ name: acrylItems.name, count: acrylItems.count, cost: acrylItems.cost })
      .from(acrylItems)
      .where(eq(acrylItems.orderId, orderId))
      .orderBy(asc(acrylItems.id)),
    // The e-mail the customer paid with (the receipt's), when the profile has none.
    db
      .select({ receipt: payments.receipt })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), isNotNull(payments.receipt)))
      .orderBy(desc(payments.id))
      .limit(1),
  ]);
  const o = row.order;
  const email = row.receiptEmail?.trim() || paid?.receipt?.customer.email?.trim() || null;
  return {
    order: {
      id: o.id,
      number: o.number,
      customerName: o.clientName ?? row.userName ?? (row.isTemporary ? null : row.username),
      cost: o.cost,
      approximalSendDate: o.approximalSendDate,
      approximalDeliveryDate: o.approximalDeliveryDate,
      trackNumber: o.trackNumber,
      items: [...stickers, ...acryl],
    },
    customer: {
      id: row.userId,
      name: row.userName,
      email,
      vkUserId: row.vkUserId,
      orderNewsEmails: row.orderNewsEmails,
    },
  };
}

/** A VK message the log notifier only wrote to the log is not a message anybody got. */
const vkDelivered = (notifier: Notifier, recipient: string): Delivery =>
  notifier.logOnly
    ? { status: 'skipped', reason: 'VK messages are not configured (written to the log)' }
    : { status: 'sent', recipient };

const isCustomerTemplate = (template: string): template is CustomerTemplate =>
  (customerTemplates as readonly string[]).includes(template);
const isManagerTemplate = (template: string): template is ManagerTemplate =>
  (managerTemplates as readonly string[]).includes(template);

/** Delivers one outbox row by its channel; a thrown error is a retryable failure. */
export async function deliver(channels: DeliveryChannels, row: OutboxRow): Promise<Delivery> {
  if (!row.orderId) return { status: 'skipped', reason: 'no order' };
  if (row.audience === 'accountant') return deliverAccountantMail(channels, row);
  const loaded = await loadOrder(channels.db, row.orderId);
  if (!loaded) return { status: 'skipped', reason: 'order deleted' };
  const { order, customer } = loaded;
  const data = row.data as NotificationData;
  const site = channels.publicUrl.replace(/\/+$/, '');
  const links = { site, email: addressOf(channels.mailConfig?.from ?? '') };
  const messageId = `<outbox-${row.id}@${new URL(site).hostname}>`;

  if (row.audience === 'customer' && isCustomerTemplate(row.template)) {
    if (row.channel === 'vk') {
      if (row.template !== 'proof-ready' || !customer.vkUserId) return { status: 'skipped', reason: 'no VK id' };
      await channels.notifier.proofChanged({
        kind: 'sent',
        orderId: order.id,
        orderNumber: order.number,
        customerVkId: customer.vkUserId,
        comment: null,
      });
      return vkDelivered(channels.notifier, `vk:${customer.vkUserId}`);
    }
    // Never a temporary account without an e-mail: there is nobody to write to.
    if (!customer.email) return { status: 'skipped', reason: 'no e-mail' };
    const essential = essentialTemplates.has(row.template);
    if (!essential && !customer.orderNewsEmails) return { status: 'skipped', reason: 'order news off' };
    if (channels.mail.kind === 'none') return { status: 'skipped', reason: 'SMTP_URL is not set' };
    const unsubscribe = essential
      ? undefined
      : `${site}${unsubscribePage.path}?token=${unsubscribeToken(customer.id, channels.secret)}`;
    const preview =
      row.template === 'proof-ready' && typeof data.round === 'number'
        ? await channels.proofPreview?.(order.id, data.round)
        : null;
    const mail = await renderCustomerMail(row.template, order, data, {
      ...links,
      unsubscribe,
      proofPreviewCid: preview?.cid,
    });
    await channels.mail.send({
      to: customer.email,
      messageId,
      unsubscribeUrl: unsubscribe,
      ...(preview ? { inlineImages: [preview] } : {}),
      ...mail,
    });
    return { status: 'sent', recipient: customer.email };
  }

  if (row.audience === 'manager' && isManagerTemplate(row.template)) {
    if (row.channel === 'vk') {
      await sendManagerVk(channels.notifier, row.template, order, data, site);
      return vkDelivered(channels.notifier, 'vk:managers');
    }
    const to = channels.mailConfig?.managerEmails ?? [];
    if (to.length === 0) return { status: 'skipped', reason: 'MANAGER_EMAIL is not set' };
    if (channels.mail.kind === 'none') return { status: 'skipped', reason: 'SMTP_URL is not set' };
    const mail = await renderManagerMail(row.template, order, data, links);
    await channels.mail.send({ to: to.join(', '), messageId, ...mail });
    return { status: 'sent', recipient: to.join(', ') };
  }
  return { status: 'skipped', reason: `unknown template ${row.audience}/${row.template}` };
}

async function sendManagerVk(
  notifier: Notifier,
  template: ManagerTemplate,
  order: MailOrder,
  data: NotificationData,
  site: string,
): Promise<void> {
  if (template === 'order-submitted') {
    await notifier.orderSubmitted({
      orderId: order.id,
      orderNumber: order.number,
      clientName: order.customerName,
      cost: order.cost,
      stickersCount: data.stickersCount as number,
      acrylCount: data.acrylCount as number,
    });
    return;
  }
  if (template === 'proof-answered') {
    await notifier.proofChanged({
      kind: data.answer === 'approved' ? 'approved' : 'changes',
      orderId: order.id,
      orderNumber: order.number,
      customerVkId: null,
      comment: data.comment ?? null,
    });
    return;
  }
  const { subject, details } = managerLines(template, order, data);
  await notifier.orderNews({
    orderId: order.id,
    orderNumber: order.number,
    lines: [subject, ...details],
    link: adminOrderUrl(site, order.id),
  });
}
