import { buildPath } from '../contract/routes.js';
import {
  type MailPreferences,
  mailPreferences,
  mailPreferencesRoute,
  type OrderTimeline,
  orderTimeline,
  orderTimelineRoute,
  saveMailPreferencesRoute,
} from '../contract/timeline.js';
import { mailPreferenceTexts, timelineTexts } from '../texts/notifications.js';
import { callJson } from './call.js';
import type { ApiClient } from './client.js';
import { type FailureRule, serverTextOr } from './errors.js';

const timelineFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, timelineTexts.loadFailed);

const preferencesFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, mailPreferenceTexts.saveFailed);

/** `GET /api/web/orders/{id}/timeline`: the order's history, oldest first. */
export function getOrderTimeline(client: ApiClient, orderId: string): Promise<OrderTimeline> {
  const request = { method: 'GET', path: buildPath(orderTimelineRoute.path, { id: orderId }) } as const;
  return callJson(client, request, orderTimeline, timelineFailure);
}

/** The signed-in customer's e-mail settings. */
export function getMailPreferences(client: ApiClient): Promise<MailPreferences> {
  return callJson(client, { method: 'GET', path: mailPreferencesRoute.path }, mailPreferences, preferencesFailure);
}

export function saveMailPreferences(client: ApiClient, preferences: MailPreferences): Promise<MailPreferences> {
  const request = { method: 'POST', path: saveMailPreferencesRoute.path, json: preferences } as const;
  return callJson(client, request, mailPreferences, preferencesFailure);
}
