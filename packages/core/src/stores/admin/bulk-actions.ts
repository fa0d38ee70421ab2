import type { ReadableAtom } from 'nanostores';
import { bulkChangeStatus, bulkRegisterShipments } from '../../api/bulk-actions.js';
import type { ApiClient } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { getShipmentPdf } from '../../api/shipments.js';
import { type BulkOrderResult, maxBulkOrders } from '../../contract/admin.js';
import { managerListTexts } from '../../texts/manager-list.js';
import { storeState } from '../state.js';

/** An order of the list as the selection keeps it: its id and the number the manager reads. */
export interface SelectedOrder {
  id: string;
  orderNumber: number;
}

export type BulkAction = 'status' | 'shipments' | 'labels';

export interface BulkActionsState {
  /** The selected orders, in the order they were selected. */
  selected: readonly SelectedOrder[];
  /** The action under way: how many of its orders are done. */
  running: { action: BulkAction; done: number; total: number } | null;
  /** The last action's result, one row per order, in the order asked. */
  results: { action: BulkAction; rows: readonly BulkOrderResult[] } | null;
}

export interface BulkActionsStore {
  readonly $state: ReadableAtom<BulkActionsState>;
  toggle(order: SelectedOrder, selected: boolean): void;
  /** «Выбрать все на странице»: every given order selected, or (`false`) none of them. */
  selectAll(orders: readonly SelectedOrder[], selected: boolean): void;
  clear(): void;
  changeStatus(status: string): Promise<void>;
  registerShipments(): Promise<void>;
  /** Each selected order's CDEK label, handed to `save` as it comes (`cdek-label-<number>.pdf`). */
  downloadLabels(save: (blob: Blob, fileName: string) => void): Promise<void>;
  dismissResults(): void;
  /** Called after a status change or a registration, whatever came of it: the list reads the orders again. */
  onFinished(listener: () => void): () => void;
}

const idle: BulkActionsState = { selected: [], running: null, results: null };

/** A result row for an order the action could not even ask about (the request failed as a whole). */
const failedRow = (order: SelectedOrder, reason: string): BulkOrderResult => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  ok: false,
  reason,
  status: null,
  trackNumber: null,
});

const reasonOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * The list's selection and its bulk actions (beyond the spec, issue 28): a status for every
 * selected order, their CDEK registrations, their labels. The server takes at most
 * `maxBulkOrders` orders a request, so a larger selection goes in parts, one after another, and
 * the progress counts the orders done. Every order gets its own result: done, or why not.
 */
export function createBulkActionsStore(api: ApiClient): BulkActionsStore {
  const state = storeState<BulkActionsState>(idle);
  const update = (changes: Partial<BulkActionsState>) => state.write({ ...state.read(), ...changes });
  const finishedListeners = new Set<() => void>();

  async function run(
    action: BulkAction,
    perPart: number,
    work: (part: readonly SelectedOrder[]) => Promise<readonly BulkOrderResult[]>,
  ) {
    const { selected, running } = state.read();
    if (running || selected.length === 0) return;
    const rows: BulkOrderResult[] = [];
    update({ running: { action, done: 0, total: selected.length }, results: null });
    for (let start = 0; start < selected.length; start += perPart) {
      const part = selected.slice(start, start + perPart);
      rows.push(...(await work(part)));
      update({ running: { action, done: rows.length, total: selected.length } });
    }
    update({ running: null, results: { action, rows } });
  }

  async function runOnServer(
    action: 'status' | 'shipments',
    call: (ids: string[]) => Promise<{ results: BulkOrderResult[] }>,
  ) {
    await run(action, maxBulkOrders, async (part) => {
      try {
        return (await call(part.map((order) => order.id))).results;
      } catch (error) {
        const reason = reasonOf(error, managerListTexts.bulkFailed);
        return part.map((order) => failedRow(order, reason));
      }
    });
    for (const listener of finishedListeners) listener();
  }

  return {
    $state: state.$store,
    toggle(order, selected) {
      const rest = state.read().selected.filter((candidate) => candidate.id !== order.id);
      update({ selected: selected ? [...rest, order] : rest });
    },
    selectAll(orders, selected) {
      const ids = new Set(orders.map((order) => order.id));
      const rest = state.read().selected.filter((candidate) => !ids.has(candidate.id));
      update({ selected: selected ? [...rest, ...orders] : rest });
    },
    clear() {
      update({ selected: [] });
    },
    changeStatus(status) {
      return runOnServer('status', (ids) => bulkChangeStatus(api, ids, status));
    },
    registerShipments() {
      return runOnServer('shipments', (ids) => bulkRegisterShipments(api, ids));
    },
    downloadLabels(save) {
      return run('labels', 1, async ([order]) => {
        if (!order) return [];
        try {
          save(await getShipmentPdf(api, order.id, 'label'), `cdek-label-${order.orderNumber}.pdf`);
          return [{ ...failedRow(order, ''), ok: true, reason: null }];
        } catch (error) {
          return [failedRow(order, reasonOf(error, managerListTexts.labelFailed))];
        }
      });
    },
    dismissResults() {
      update({ results: null });
    },
    onFinished(listener) {
      finishedListeners.add(listener);
      return () => finishedListeners.delete(listener);
    },
  };
}
