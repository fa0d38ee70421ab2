import type { ReadableAtom } from 'nanostores';
import { getAdminOrder, setItemManagerPrice, updateOrderInformation } from '../../api/admin.js';
import type { ApiClient } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { changeItemAsManager, removeItemAsManager } from '../../api/manager-items.js';
import type { AdminOrder, ColorProofStatus, OrderUpdate } from '../../contract/admin.js';
import type { ItemKind } from '../../contract/items.js';
import type { ManagerItemChange } from '../../contract/manager-items.js';
import { adminDeliveryTypes, type DeliveryType } from '../../contract/orders.js';
import { parseRublesInput } from '../../rules/delivery.js';
import { parseItemPriceInput } from '../../rules/manager-price.js';
import { adminTexts, checkoutTexts, managerItemTexts, managerPriceTexts, shipmentTexts } from '../../texts/index.js';
import { storeState } from '../state.js';

/** The editable fields of section 6 plus the status and the list's marks, as the dialog's controls hold them. */
export interface OrderEditForm {
  comment: string;
  deliveryType: DeliveryType | '';
  deliveryAddress: string;
  approximalDeliveryDate: string;
  approximalSendDate: string;
  isPayed: boolean;
  status: string;
  isUrgent: boolean;
  isFixedDate: boolean;
  /** '' is no proof status. */
  colorProofStatus: ColorProofStatus | '';
  /** As typed ('350,50'); sent only when it names another amount than the stored one. */
  deliveryCost: string;
  /** The receiver and where the parcel goes, and its track (issue 28); each sent only when changed. */
  receiverCredentials: string;
  phoneNumber: string;
  cdekPvzCode: string;
  postIndex: string;
  trackNumber: string;
  /** `YYYY-MM-DD` or ''. */
  sendDate: string;
}

export interface OrderEditState {
  orderId: string | null;
  order: AdminOrder | null;
  form: OrderEditForm | null;
  loading: boolean;
  saving: boolean;
  /** 'Ошибка загрузки заказа' or 'Ошибка сохранения изменений' (section 8). */
  error: string | null;
  /** 'Изменения сохранены' after a save. */
  notice: string | null;
  /** The form differs from the order as loaded. */
  dirty: boolean;
}

export interface OrderEditStore {
  readonly $state: ReadableAtom<OrderEditState>;
  /** Loads the order into the dialog; opening the order already shown does nothing. */
  open(orderId: string): Promise<void>;
  close(): void;
  edit(changes: Partial<OrderEditForm>): void;
  /** Sends the update; true when saved. */
  save(): Promise<boolean>;
  /** Called after every successful save, e.g. to refresh the list. */
  onSaved(listener: (order: AdminOrder) => void): () => void;
  /**
   * Sets (or, with an empty field, clears) the manager's price of an item core cannot price: the
   * position's total as typed, parsed as the delivery cost field is. The order the server answers
   * is shown (its new sums); unsaved edits of the form stay.
   */
  setItemPrice(kind: ItemKind, itemId: number, typed: string): Promise<ItemPriceResult>;
  /**
   * The manager's change of an item's count or options before payment (beyond the spec): the
   * server prices the order again and its answer is shown; unsaved edits of the form stay.
   */
  changeItem(kind: ItemKind, itemId: number, change: ManagerItemChange): Promise<ItemPriceResult>;
  /** Removes an item before payment, as `changeItem` changes one. */
  removeItem(kind: ItemKind, itemId: number): Promise<ItemPriceResult>;
  /**
   * Reads the order again after a change made beside the form (a proof sent moves the status, a
   * shipment writes the track): unsaved edits stay, but the form takes the new status, track
   * number and send date so a save does not undo them.
   */
  refresh(): Promise<void>;
}

/** What an item's price field shows after pressing «Сохранить цену». */
export type ItemPriceResult = { ok: true; notice: string } | { ok: false; message: string };

const closed: OrderEditState = {
  orderId: null,
  order: null,
  form: null,
  loading: false,
  saving: false,
  error: null,
  notice: null,
  dirty: false,
};

const isAdminDeliveryType = (value: string | null): value is DeliveryType =>
  (adminDeliveryTypes as readonly (string | null)[]).includes(value);

/** The form for a loaded order; a delivery type the manager list does not know shows as unset. */
export function formOf(order: AdminOrder): OrderEditForm {
  return {
    comment: order.comment ?? '',
    deliveryType: isAdminDeliveryType(order.deliveryType) ? order.deliveryType : '',
    deliveryAddress: order.deliveryAddress ?? '',
    approximalDeliveryDate: order.approximalDeliveryDate ?? '',
    approximalSendDate: order.approximalSendDate ?? '',
    isPayed: order.payed,
    status: order.status,
    isUrgent: order.isUrgent,
    isFixedDate: order.isFixedDate,
    colorProofStatus: order.colorProofStatus ?? '',
    deliveryCost: formatAmount(order.deliveryCost ?? 0),
    receiverCredentials: order.receiverCredentials ?? '',
    phoneNumber: order.phoneNumber ?? '',
    cdekPvzCode: order.cdekPvzCode ?? '',
    postIndex: order.postIndex ?? '',
    trackNumber: order.trackNumber ?? '',
    sendDate: order.sendDate ?? '',
  };
}

const deliveryDetailFields = [
  'receiverCredentials',
  'phoneNumber',
  'cdekPvzCode',
  'postIndex',
  'trackNumber',
  'sendDate',
] as const;

/** The delivery details the manager changed: the server keeps the others as stored (a CDEK track written meanwhile). */
function changedDeliveryDetails(order: AdminOrder, form: OrderEditForm): Partial<OrderUpdate> {
  const changed: Partial<Record<(typeof deliveryDetailFields)[number], string | null>> = {};
  for (const field of deliveryDetailFields) {
    const value = textOrNull(form[field]);
    if (value !== (order[field] ?? null)) changed[field] = value;
  }
  return changed;
}

/** An amount as the manager would type it: '350', '350,5'. */
const formatAmount = (amount: number) => String(amount).replace('.', ',');

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The update payload of section 3 (empty texts and dates sent as null), with the status and the
 * marks only when changed: the server keeps an absent one, so a save never undoes a change another
 * manager made to a field this one did not touch.
 */
export function toOrderUpdate(order: AdminOrder, form: OrderEditForm): OrderUpdate {
  const status = form.status.trim();
  const deliveryCost = parseRublesInput(form.deliveryCost);
  const colorProofStatus = form.colorProofStatus === '' ? null : form.colorProofStatus;
  return {
    id: order.id,
    comment: textOrNull(form.comment),
    deliveryType: form.deliveryType === '' ? null : form.deliveryType,
    deliveryAddress: textOrNull(form.deliveryAddress),
    approximalDeliveryDate: form.approximalDeliveryDate || null,
    approximalSendDate: form.approximalSendDate || null,
    isPayed: form.isPayed,
    ...(status !== '' && status !== order.status ? { status } : {}),
    ...(form.isUrgent !== order.isUrgent ? { isUrgent: form.isUrgent } : {}),
    ...(form.isFixedDate !== order.isFixedDate ? { isFixedDate: form.isFixedDate } : {}),
    ...(colorProofStatus !== order.colorProofStatus ? { colorProofStatus } : {}),
    ...(deliveryCost !== null && deliveryCost !== (order.deliveryCost ?? 0) ? { deliveryCost } : {}),
    ...changedDeliveryDetails(order, form),
  };
}

/**
 * The server's refusal worth showing as it is: a paid order's delivery cost. Every other failure
 * keeps the spec's 'Ошибка сохранения изменений'.
 */
function refusalText(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.serverMessage) return null;
  const message = error.serverMessage;
  // The delivery part's reasons: a wrong index or phone, a point CDEK does not know, CDEK down.
  const deliveryRefusal =
    message === shipmentTexts.postIndexInvalid ||
    message === shipmentTexts.pointLockedByShipment ||
    message === checkoutTexts.phoneInvalid ||
    message.startsWith('СДЭК');
  return message === adminTexts.deliveryCostPaid || deliveryRefusal ? message : null;
}

const sameForm = (left: OrderEditForm, right: OrderEditForm) =>
  (Object.keys(left) as (keyof OrderEditForm)[]).every((key) => left[key] === right[key]);

/** The edit dialog of the manager's list: one order at a time. */
export function createOrderEditStore(api: ApiClient): OrderEditStore {
  const state = storeState<OrderEditState>(closed);
  const update = (changes: Partial<OrderEditState>) => state.write({ ...state.read(), ...changes });
  const savedListeners = new Set<(order: AdminOrder) => void>();

  /** Loads and shows the order if the dialog still shows `orderId` when the answer comes. */
  async function load(orderId: string, changes: Partial<OrderEditState> = {}): Promise<boolean> {
    try {
      const order = await getAdminOrder(api, orderId);
      if (state.read().orderId !== orderId) return false;
      update({ order, form: formOf(order), loading: false, dirty: false, ...changes });
      return true;
    } catch {
      if (state.read().orderId === orderId) update({ loading: false, error: adminTexts.loadFailed });
      return false;
    }
  }

  /**
   * A change of the order's items beside the form (a price, a count, a removal): the order the
   * server answers is shown with its new sums, the form keeps unsaved edits, the list hears of it.
   */
  async function showItemAnswer(
    call: (orderId: string) => Promise<AdminOrder>,
    notice: string,
    failed: string,
  ): Promise<ItemPriceResult> {
    const { order } = state.read();
    if (!order) return { ok: false, message: failed };
    let answer: AdminOrder;
    try {
      answer = await call(order.id);
    } catch (error) {
      return { ok: false, message: error instanceof ApiError ? error.message : failed };
    }
    const current = state.read();
    if (current.orderId === order.id) {
      const fresh = formOf(answer);
      update({ order: answer, form: current.dirty && current.form ? current.form : fresh });
    }
    for (const listener of savedListeners) listener(answer);
    return { ok: true, notice };
  }

  return {
    $state: state.$store,
    async open(orderId) {
      if (state.read().orderId === orderId) return;
      state.write({ ...closed, orderId, loading: true });
      await load(orderId);
    },
    close() {
      state.write(closed);
    },
    async refresh() {
      const { orderId, form, dirty } = state.read();
      if (!orderId) return;
      try {
        const order = await getAdminOrder(api, orderId);
        if (state.read().orderId !== orderId) return;
        const fresh = formOf(order);
        // A registered shipment wrote the track number and send date: the form takes them too, so a save keeps them.
        const kept = { status: fresh.status, trackNumber: fresh.trackNumber, sendDate: fresh.sendDate };
        update({ order, form: dirty && form ? { ...form, ...kept } : fresh });
        for (const listener of savedListeners) listener(order);
      } catch {
        if (state.read().orderId === orderId) update({ error: adminTexts.loadFailed });
      }
    },
    async setItemPrice(kind, itemId, typed) {
      const managerPrice = parseItemPriceInput(typed);
      if (managerPrice === undefined) return { ok: false, message: managerPriceTexts.invalid };
      return showItemAnswer(
        (orderId) => setItemManagerPrice(api, orderId, kind, itemId, managerPrice),
        managerPrice === null ? managerPriceTexts.cleared : managerPriceTexts.saved,
        managerPriceTexts.failed,
      );
    },
    changeItem(kind, itemId, change) {
      return showItemAnswer(
        (orderId) => changeItemAsManager(api, orderId, kind, itemId, change),
        managerItemTexts.saved,
        managerItemTexts.failed,
      );
    },
    removeItem(kind, itemId) {
      return showItemAnswer(
        (orderId) => removeItemAsManager(api, orderId, kind, itemId),
        managerItemTexts.removed,
        managerItemTexts.failed,
      );
    },
    edit(changes) {
      const { order, form } = state.read();
      if (!order || !form) return;
      const next = { ...form, ...changes };
      update({ form: next, dirty: !sameForm(next, formOf(order)), notice: null, error: null });
    },
    async save() {
      const { order, form, saving } = state.read();
      if (!order || !form || saving) return false;
      if (parseRublesInput(form.deliveryCost) === null) {
        update({ error: adminTexts.deliveryCostInvalid, notice: null });
        return false;
      }
      update({ saving: true, error: null, notice: null });
      try {
        await updateOrderInformation(api, toOrderUpdate(order, form));
      } catch (error) {
        // The server's reason when it gives one (a paid order's delivery cost), else the spec's text.
        update({ saving: false, error: refusalText(error) ?? adminTexts.saveFailed });
        return false;
      }
      // The server may set more than was sent (manager, send date): show the order as stored.
      const reloaded = await load(order.id, { saving: false, notice: adminTexts.saved });
      // The save itself succeeded even if the reload did not; the list still needs to know.
      if (!reloaded && state.read().orderId === order.id) {
        update({ saving: false, error: null, notice: adminTexts.saved });
      }
      for (const listener of savedListeners) listener(state.read().order ?? order);
      return true;
    },
    onSaved(listener) {
      savedListeners.add(listener);
      return () => savedListeners.delete(listener);
    },
  };
}
