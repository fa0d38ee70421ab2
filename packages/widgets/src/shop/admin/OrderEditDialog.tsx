import { useStore } from '@nanostores/react';
import type { ApiClient } from '@stickers62/core/api';
import {
  type AdminOrder,
  adminDeliveryTypes,
  type ColorProofStatus,
  colorProofStatuses,
  type DeliveryType,
  orderStatusList,
} from '@stickers62/core/contract';
import { formatDate, formatDateTime, formatRubles, missingValue } from '@stickers62/core/format';
import { isVkLinkAllowed, managerItemRefusal, parseRublesInput } from '@stickers62/core/rules';
import type { OrderEditForm, OrderEditStore } from '@stickers62/core/stores';
import { adminFormTexts, adminTexts, managerItemTexts } from '@stickers62/core/texts';
import type { FormEvent, ReactNode } from 'react';
import { ProofSendPanel } from '../../proof/ProofSendPanel';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { fieldClass } from '../../ui/classes';
import { Dialog } from '../../ui/Dialog';
import { OrderTimeline } from '../timeline/OrderTimeline';
import { colorProofColors } from './cells';
import { DeliveryFields } from './DeliveryFields';
import { ItemList } from './ItemList';
import { OrderInvoices } from './OrderInvoices';
import { PaymentHistory } from './PaymentHistory';
import { ShipmentPanel } from './ShipmentPanel';

export interface OrderEditDialogProps {
  api: ApiClient;
  store: OrderEditStore;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="text-sm text-gray-900">{children}</dd>
    </div>
  );
}

/** The chosen proof status as the table's 'Ц' mark colours it; an empty box while there is none. */
function ColorProofSwatch({ status }: { status: ColorProofStatus | '' }) {
  return (
    <span
      aria-hidden="true"
      data-color-proof-swatch={status || 'none'}
      className="inline-block h-6 w-6 shrink-0 rounded border border-gray-300"
      style={status ? { backgroundColor: colorProofColors[status].backgroundColor } : undefined}
    />
  );
}

const itemsLockedTexts = { paid: managerItemTexts.paidHint, closed: managerItemTexts.closed } as const;

/** The item editor while the order is not paid, nor shipped or cancelled; else why not. */
function itemChangesOf(order: AdminOrder, store: OrderEditStore) {
  const refusal = managerItemRefusal(order);
  return refusal
    ? { itemsLockedReason: itemsLockedTexts[refusal] }
    : { itemChanges: { change: store.changeItem, remove: store.removeItem } };
}

/** The order with its items and the fields a manager edits (section 6), plus the status and the list's marks. */
export function OrderEditDialog({ api, store, onClose }: OrderEditDialogProps) {
  const { order, form, loading, saving, error, notice, dirty } = useStore(store.$state);
  const edit = (changes: Partial<OrderEditForm>) => store.edit(changes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  const statuses =
    order && !orderStatusList.includes(order.status as never) ? [order.status, ...orderStatusList] : orderStatusList;
  const formId = 'admin-order-edit-form';

  return (
    <Dialog
      title={order ? adminFormTexts.orderTitle(order.number) : adminTexts.title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{adminFormTexts.close}</Button>
          <Button kind="primary" type="submit" form={formId} disabled={!form || saving || !dirty}>
            {adminTexts.save}
          </Button>
        </>
      }
    >
      <div className="flex min-h-0 flex-col gap-3 overflow-y-auto">
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        {notice && (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
            {notice}
          </p>
        )}
        {loading && <p className="text-sm text-gray-600">{adminFormTexts.listLoading}</p>}
        {order && form && (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
            <div className="flex min-w-0 flex-col gap-3">
              <dl className="grid grid-cols-2 gap-2">
                <Fact label={adminFormTexts.client}>{order.clientName ?? missingValue}</Fact>
                <Fact label={adminFormTexts.manager}>{order.manager ?? missingValue}</Fact>
                <Fact label={adminFormTexts.createDate}>{formatDateTime(order.createDate)}</Fact>
                <Fact label={adminFormTexts.sendDate}>{formatDate(order.sendDate)}</Fact>
                <Fact label={adminFormTexts.trackNumber}>{order.trackNumber ?? missingValue}</Fact>
                <Fact label={adminFormTexts.cost}>{formatRubles(order.cost)}</Fact>
                {order.deliveryCost !== undefined && (
                  <Fact label={adminFormTexts.deliveryCost}>{formatRubles(order.deliveryCost)}</Fact>
                )}
                <Fact label={adminFormTexts.vk}>
                  {/* Pages stored before links were checked may be anything: only a VK page becomes a link. */}
                  {order.vkUrl && isVkLinkAllowed(order.vkUrl) ? (
                    <a
                      href={order.vkUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-all text-brand underline"
                    >
                      {order.vkUrl}
                    </a>
                  ) : (
                    (order.vkUrl ?? missingValue)
                  )}
                </Fact>
              </dl>
              <form id={formId} className="flex flex-col gap-3" onSubmit={submit}>
                <label className={fieldClass.label}>
                  {adminFormTexts.status}
                  <select
                    className={`${fieldClass.control} w-full min-w-0`}
                    value={form.status}
                    onChange={(event) => edit({ status: event.currentTarget.value })}
                  >
                    {statuses.map((status) => (
                      <option key={status} value={status}>
                        {status}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={fieldClass.label}>
                  {adminFormTexts.deliveryType}
                  <select
                    className={`${fieldClass.control} w-full min-w-0`}
                    value={form.deliveryType}
                    onChange={(event) => edit({ deliveryType: event.currentTarget.value as DeliveryType | '' })}
                  >
                    <option value="">{adminFormTexts.notSet}</option>
                    {adminDeliveryTypes.map((type) => (
                      <option key={type} value={type}>
                        {adminTexts.deliveryTypes[type]}
                      </option>
                    ))}
                  </select>
                </label>
                <DeliveryFields api={api} form={form} edit={edit} />
                <div className="flex flex-col gap-1">
                  <label className={fieldClass.label}>
                    {adminFormTexts.deliveryCostInput}
                    <input
                      className={`${fieldClass.control} w-full min-w-0`}
                      inputMode="decimal"
                      value={form.deliveryCost}
                      maxLength={12}
                      aria-describedby={`${formId}-delivery-cost-hint`}
                      aria-invalid={parseRublesInput(form.deliveryCost) === null}
                      disabled={order.payed}
                      onChange={(event) => edit({ deliveryCost: event.currentTarget.value })}
                    />
                  </label>
                  {/* Outside the label, so the control's name stays «Стоимость доставки, ₽». */}
                  <p id={`${formId}-delivery-cost-hint`} className="text-xs text-gray-600">
                    {order.payed ? adminTexts.deliveryCostPaid : adminFormTexts.deliveryCostHint}
                  </p>
                </div>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  <label className={fieldClass.label}>
                    {adminFormTexts.approximalSendDate}
                    <input
                      type="date"
                      className={`${fieldClass.control} w-full min-w-0`}
                      value={form.approximalSendDate}
                      onChange={(event) => edit({ approximalSendDate: event.currentTarget.value })}
                    />
                  </label>
                  <label className={fieldClass.label}>
                    {adminFormTexts.approximalDeliveryDate}
                    <input
                      type="date"
                      className={`${fieldClass.control} w-full min-w-0`}
                      value={form.approximalDeliveryDate}
                      onChange={(event) => edit({ approximalDeliveryDate: event.currentTarget.value })}
                    />
                  </label>
                </div>
                <CheckboxField
                  label={adminFormTexts.payed}
                  checked={form.isPayed}
                  onChange={(isPayed) => edit({ isPayed })}
                />
                <div className="flex flex-wrap gap-x-6 gap-y-2">
                  <CheckboxField
                    label={adminFormTexts.urgentOrder}
                    checked={form.isUrgent}
                    onChange={(isUrgent) => edit({ isUrgent })}
                  />
                  <CheckboxField
                    label={adminFormTexts.isFixedDate}
                    checked={form.isFixedDate}
                    onChange={(isFixedDate) => edit({ isFixedDate })}
                  />
                </div>
                <label className={fieldClass.label}>
                  {adminFormTexts.colorProofStatus}
                  <span className="flex items-center gap-2">
                    <ColorProofSwatch status={form.colorProofStatus} />
                    <select
                      className={`${fieldClass.control} w-full min-w-0`}
                      value={form.colorProofStatus}
                      onChange={(event) =>
                        edit({ colorProofStatus: event.currentTarget.value as ColorProofStatus | '' })
                      }
                    >
                      <option value="">{adminFormTexts.noColorProofStatus}</option>
                      {colorProofStatuses.map((status) => (
                        <option key={status} value={status}>
                          {adminTexts.colorProofStatuses[status]}
                        </option>
                      ))}
                    </select>
                  </span>
                </label>
                <label className={fieldClass.label}>
                  {adminFormTexts.comment}
                  <textarea
                    className={`${fieldClass.control} min-h-[96px] w-full min-w-0`}
                    value={form.comment}
                    maxLength={2000}
                    onChange={(event) => edit({ comment: event.currentTarget.value })}
                  />
                </label>
              </form>
              {order.deliveryType === 'CDEK' && (
                <ShipmentPanel
                  key={order.id}
                  api={api}
                  orderId={order.id}
                  orderNumber={order.number}
                  onChanged={() => void store.refresh()}
                />
              )}
            </div>
            <ItemList
              api={api}
              orderId={order.id}
              stickers={order.orderItems}
              acryl={order.acrylOrderItems}
              generalAcrylFile={
                order.acrylFileName ? { fileName: order.acrylFileName, preflight: order.acrylFilePreflight } : null
              }
              payed={order.payed}
              onPrice={store.setItemPrice}
              {...itemChangesOf(order, store)}
            />
            <ProofSendPanel
              api={api}
              orderId={order.id}
              stickers={order.orderItems}
              acryl={order.acrylOrderItems}
              onSent={() => void store.refresh()}
            />
            <PaymentHistory payments={order.payments} />
            <OrderInvoices api={api} orderId={order.id} onMarkedPaid={() => void store.refresh()} />
            <OrderTimeline api={api} orderId={order.id} revision={order} />
          </div>
        )}
      </div>
    </Dialog>
  );
}
