import { orderStatuses } from '@stickers62/core/contract';
import type { CustomerTemplate } from '../notifications/events.js';

const inProduction = new Set<string>([orderStatuses.inWork, orderStatuses.partlyInWork]);

/**
 * The customer's e-mail a manager's status change sends: into production (once, not again
 * between «Частично в работе» and «В работе»), shipped, cancelled. Other moves send none.
 */
export function statusNotification(before: string, after: string): CustomerTemplate | null {
  if (before === after) return null;
  if (inProduction.has(after) && !inProduction.has(before)) return 'in-production';
  if (after === orderStatuses.shipped) return 'shipped';
  if (after === orderStatuses.cancelled) return 'cancelled';
  return null;
}
