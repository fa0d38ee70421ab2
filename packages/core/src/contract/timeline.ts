import { z } from 'zod/mini';
import { isoDateTime } from './primitives.js';

/** The order's timeline (beyond the spec, issue 29): staff read all of it, the customer their subset. */
export const orderTimelineRoute = { method: 'GET', path: '/api/web/orders/:id/timeline' } as const;
/** The signed-in customer's e-mail settings (beyond the spec, issue 29). */
export const mailPreferencesRoute = { method: 'GET', path: '/api/web/notifications/preferences' } as const;
export const saveMailPreferencesRoute = { method: 'POST', path: '/api/web/notifications/preferences' } as const;

export const orderEventActorKinds = ['customer', 'manager', 'system', 'provider'] as const;

/** One change of an order: when, who, what (a kind of server/src/timeline/kinds.ts) and its details. */
export const orderEvent = z.object({
  id: z.number(),
  at: isoDateTime,
  actor: z.object({
    kind: z.enum(orderEventActorKinds),
    id: z.nullable(z.number()),
    name: z.nullable(z.string()),
  }),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const orderTimeline = z.object({ events: z.array(orderEvent) });
export type OrderTimeline = z.infer<typeof orderTimeline>;

/** Order news by e-mail (production, shipping, delivery); money and proof e-mails always go. */
export const mailPreferences = z.object({ orderNewsEmails: z.boolean() });
export type MailPreferences = z.infer<typeof mailPreferences>;

/** The body that saves them: the same field, its own schema (a request is named apart from an answer). */
export const mailPreferencesRequest = z.object({ orderNewsEmails: z.boolean() });
