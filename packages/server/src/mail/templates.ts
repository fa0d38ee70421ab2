import { render } from '@react-email/render';
import { formatDate, formatRubles } from '@stickers62/core/format';
import { brandTexts, customerMailTexts, mailFrameTexts, managerMailTexts } from '@stickers62/core/texts';
import { createElement } from 'react';
import type { CustomerTemplate, ManagerTemplate, NotificationData } from '../notifications/events.js';
import { adminOrderUrl } from '../notifications/links.js';
import { type MailContent, MailLayout, plainTextOf } from './layout.js';

/** The order as an e-mail shows it: read when the message is delivered, so it is current. */
export interface MailOrder {
  id: string;
  number: number;
  customerName: string | null;
  cost: number;
  approximalSendDate: string | null;
  approximalDeliveryDate: string | null;
  trackNumber: string | null;
  items: readonly { name: string; count: number; cost: number }[];
}

export interface MailLinks {
  /** The shop's address (PUBLIC_URL). */
  site: string;
  /** The contact e-mail (MAIL_FROM's address). */
  email: string;
  /** The signed link that turns order news off; only on e-mails that news settings govern. */
  unsubscribe?: string;
  /** The Content-ID of the proof's preview carried in the message (proof-ready), when there is one. */
  proofPreviewCid?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** An e-mail lists this many items; the rest are counted. A very long order stays readable. */
const itemsShown = 30;

const orderUrl = (links: MailLinks, order: MailOrder) => `${links.site}/order/${order.id}`;
const paymentUrl = (links: MailLinks, order: MailOrder) => `${links.site}/order/${order.id}/payment`;

function summaryOf(order: MailOrder): string[] {
  const shown = order.items.slice(0, itemsShown);
  return [
    mailFrameTexts.orderNumber(order.number),
    ...(shown.length > 0 ? [`${mailFrameTexts.items}:`] : []),
    ...shown.map((item) => mailFrameTexts.itemLine(item.name, item.count, formatRubles(item.cost))),
    ...(order.items.length > itemsShown ? [mailFrameTexts.moreItems(order.items.length - itemsShown)] : []),
    mailFrameTexts.total(formatRubles(order.cost)),
    ...(order.approximalSendDate ? [mailFrameTexts.sendDate(formatDate(order.approximalSendDate))] : []),
    ...(order.approximalDeliveryDate ? [mailFrameTexts.deliveryDate(formatDate(order.approximalDeliveryDate))] : []),
  ];
}

type Body = Pick<MailContent, 'heading' | 'paragraphs' | 'actions' | 'image'> & { subject: string; summary?: string[] };

function customerBody(template: CustomerTemplate, order: MailOrder, data: NotificationData, links: MailLinks): Body {
  const n = order.number;
  const open = (label: string) => ({ label, url: orderUrl(links, order) });
  const amount = formatRubles(data.amount ?? order.cost);
  switch (template) {
    case 'order-received': {
      const t = customerMailTexts.orderReceived;
      return {
        subject: t.subject(n),
        heading: t.heading(n),
        paragraphs: [t.intro],
        actions: [open(t.action)],
        summary: summaryOf(order),
      };
    }
    case 'proof-ready': {
      const t = customerMailTexts.proofReady;
      const url = paymentUrl(links, order);
      return {
        subject: t.subject(n),
        heading: t.heading(n),
        paragraphs: [t.intro],
        // Inside the message (cid:), never fetched from a server: no remote image, nothing to track.
        image: links.proofPreviewCid ? { src: `cid:${links.proofPreviewCid}`, alt: t.previewAlt(n) } : undefined,
        actions: [
          { label: t.approve, url },
          { label: t.changes, url },
        ],
      };
    }
    case 'changes-received': {
      const t = customerMailTexts.changesReceived;
      return {
        subject: t.subject(n),
        heading: t.heading,
        paragraphs: [t.intro, ...(data.comment ? [mailFrameTexts.comment(data.comment)] : [])],
        actions: [open(t.action)],
      };
    }
    case 'proof-approved': {
      const t = customerMailTexts.proofApproved;
      return {
        subject: t.subject(n),
        heading: t.heading,
        paragraphs: [t.intro],
        actions: [{ label: t.action, url: paymentUrl(links, order) }],
        summary: summaryOf(order),
      };
    }
    case 'payment-received': {
      const t = customerMailTexts.paymentReceived;
      return {
        subject: t.subject(n),
        heading: t.heading(amount),
        paragraphs: [t.intro, t.receipt],
        actions: [open(t.action)],
        summary: summaryOf(order),
      };
    }
    case 'payment-refunded': {
      const t = customerMailTexts.paymentRefunded;
      return { subject: t.subject(n), heading: t.heading(amount), paragraphs: [t.intro], actions: [open(t.action)] };
    }
    case 'in-production': {
      const t = customerMailTexts.inProduction;
      return {
        subject: t.subject(n),
        heading: t.heading,
        paragraphs: [t.intro],
        actions: [open(t.action)],
        summary: summaryOf(order),
      };
    }
    case 'shipped': {
      const t = customerMailTexts.shipped;
      const track = data.trackNumber ?? order.trackNumber;
      return {
        subject: t.subject(n),
        heading: t.heading,
        paragraphs: track ? [t.track(track)] : [],
        actions: [...(data.trackingUrl ? [{ label: t.action, url: data.trackingUrl }] : []), open(t.orderAction)],
      };
    }
    case 'arrived': {
      const t = customerMailTexts.arrived;
      return {
        subject: t.subject(n),
        heading: t.heading,
        paragraphs: [...(data.pickupPointAddress ? [t.place(data.pickupPointAddress)] : []), t.intro],
        actions: [open(t.action)],
      };
    }
    case 'delivered': {
      const t = customerMailTexts.delivered;
      return { subject: t.subject(n), heading: t.heading, paragraphs: [t.intro], actions: [open(t.action)] };
    }
    case 'cancelled': {
      const t = customerMailTexts.cancelled;
      return { subject: t.subject(n), heading: t.heading, paragraphs: [t.intro], actions: [open(t.action)] };
    }
  }
}

/** The managers' text of an event: the subject line and details, shared by e-mail and VK messages. */
export function managerLines(
  template: ManagerTemplate,
  order: MailOrder,
  data: NotificationData,
): { subject: string; details: string[] } {
  const n = order.number;
  const client = order.customerName ? [managerMailTexts.client(order.customerName)] : [];
  const amount = formatRubles(data.amount ?? order.cost);
  switch (template) {
    case 'order-submitted':
      return { subject: managerMailTexts.orderSubmitted(n), details: [...client, ...summaryOf(order)] };
    case 'proof-answered':
      return {
        subject: data.answer === 'approved' ? managerMailTexts.proofApproved(n) : managerMailTexts.proofChanges(n),
        details: [...client, ...(data.comment ? [mailFrameTexts.comment(data.comment)] : [])],
      };
    case 'payment-received':
      return { subject: managerMailTexts.paymentReceived(n, amount), details: client };
    case 'payment-mismatch':
      return {
        subject: managerMailTexts.paymentMismatch(n),
        details: [
          ...client,
          managerMailTexts.paymentMismatchDetails(amount, formatRubles(data.expected ?? order.cost)),
        ],
      };
    case 'payment-refunded':
      return {
        subject: managerMailTexts.paymentRefunded(n, amount),
        details: [...client, ...(data.message ? [data.message] : [])],
      };
    case 'cdek-problem':
      return {
        subject: managerMailTexts.cdekProblem(n),
        details: [...client, ...(data.message ? [data.message] : [])],
      };
  }
}

async function renderContent(content: MailContent, subject: string): Promise<RenderedMail> {
  const html = await render(createElement(MailLayout, { content }));
  return { subject, html, text: plainTextOf(content) };
}

const footerOf = (links: MailLinks): MailContent['footer'] => ({
  shopName: brandTexts.name,
  site: links.site,
  email: links.email,
  hours: brandTexts.contactHours,
  unsubscribeUrl: links.unsubscribe,
});

export async function renderCustomerMail(
  template: CustomerTemplate,
  order: MailOrder,
  data: NotificationData,
  links: MailLinks,
): Promise<RenderedMail> {
  const body = customerBody(template, order, data, links);
  return renderContent(
    {
      preview: body.heading,
      heading: body.heading,
      greeting: order.customerName ? mailFrameTexts.greeting(order.customerName) : mailFrameTexts.greetingAnonymous,
      paragraphs: body.paragraphs,
      image: body.image,
      actions: body.actions,
      summary: body.summary ?? [mailFrameTexts.orderNumber(order.number)],
      footer: footerOf(links),
    },
    body.subject,
  );
}

export async function renderManagerMail(
  template: ManagerTemplate,
  order: MailOrder,
  data: NotificationData,
  links: MailLinks,
): Promise<RenderedMail> {
  const { subject, details } = managerLines(template, order, data);
  return renderContent(
    {
      preview: subject,
      heading: subject,
      greeting: mailFrameTexts.greetingAnonymous,
      paragraphs: details,
      actions: [{ label: managerMailTexts.open, url: adminOrderUrl(links.site, order.id) }],
      summary: [],
      footer: footerOf({ ...links, unsubscribe: undefined }),
    },
    subject,
  );
}
