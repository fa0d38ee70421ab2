import { useStore } from '@nanostores/react';
import { filePreviewUrl } from '@stickers62/core/api';
import {
  type AcrylItem,
  generalAcrylFileItemName,
  type ItemKind,
  type Order,
  previewWidths,
  type StickerItem,
} from '@stickers62/core/contract';
import { formatRubles } from '@stickers62/core/format';
import { hasShownLayout, itemFileStatusText } from '@stickers62/core/rules';
import {
  createOrderDetailsStore,
  createPaymentCheckStore,
  createPaymentFormStore,
  fileKey,
  getShopStores,
  type ItemFormTarget,
  isInstructionSeen,
  markInstructionSeen,
  type OrderDetailsStore,
  type OrderDetailsView,
} from '@stickers62/core/stores';
import { itemTexts, navTexts, orderScreenTexts, orderTexts } from '@stickers62/core/texts';
import { Suspense, useEffect, useId, useState } from 'react';
import { ParcelPart } from '#parcel-part';
import { LayoutPicker } from '../../library-widgets';
import { ProofReview } from '../../proof/ProofReview';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { buttonClass } from '../../ui/classes';
import { Lightbox } from '../../ui/Lightbox';
import { saveBlob } from '../../ui/save-blob';
import { InvoicePanel } from '../invoices/InvoicePanel';
import { ItemFormDialog } from '../item-form/ItemFormDialog';
import { OrderItemsTable } from '../order-table/OrderItemsTable';
import { leavePage, type ScreenProps } from '../screen';
import type { Navigate } from '../shop-link';
import type { ShopPaths } from '../shop-paths';
import { OrderTimeline } from '../timeline/OrderTimeline';
import { FloatingMenu } from './FloatingMenu';
import { GeneralAcrylFile } from './GeneralAcrylFile';
import { InstructionDialog } from './InstructionDialog';
import { ItemCard } from './ItemCard';
import { LoadFailure } from './LoadFailure';
import { NoticeBanner } from './NoticeBanner';
import { OrderSidebar } from './OrderSidebar';
import { OrderTabs } from './OrderTabs';
import { PaymentCheckDialog, PaymentFormDialog } from './PaymentDialogs';
import { SendDialog } from './SendDialog';
import { UploadModal } from './UploadModal';

export interface OrderDetailsScreenProps extends ScreenProps {
  /** `'0'` for the cart (`/cart`), else the order id of `/order/{id}`. */
  orderId: string;
  navigate: Navigate;
  /** Where a failed load leads on to (the customer's orders). */
  paths: Pick<ShopPaths, 'orders'>;
  /**
   * A calculator's configuration (the cart's `?add=`, core rules/order-configuration.ts): added
   * as a new item once the cart is loaded, with a notice; one the shop does not offer adds nothing
   * and the notice says why.
   */
  addConfiguration?: string | null;
}

type Modal =
  | { type: 'upload'; kind: ItemKind; itemName: string; currentFile: string | null }
  | { type: 'deleteItem'; kind: ItemKind; item: StickerItem | AcrylItem }
  | { type: 'deleteFile'; kind: ItemKind; itemName: string }
  | { type: 'instruction' }
  | { type: 'repeat'; multiple: boolean }
  | { type: 'send' }
  | { type: 'preview'; kind: ItemKind; itemName: string }
  | null;

/** The order details screen: sidebar, tabs, cards or table, and every modal of the screen. */
export function OrderDetailsScreen(props: OrderDetailsScreenProps) {
  const [store] = useState(() => createOrderDetailsStore(getShopStores(props.apiBase), props.orderId));
  const state = useStore(store.$state);
  const view = useStore(store.$view);
  const { addConfiguration } = props;
  useEffect(() => {
    void store.load().then(() => {
      if (addConfiguration) void store.addConfiguredItem(addConfiguration);
    });
  }, [store, addConfiguration]);
  useEffect(() => {
    if (state.redirectTo) props.navigate(state.redirectTo);
  }, [state.redirectTo, props.navigate]);

  if (state.phase === 'failed') {
    return <LoadFailure text={state.loadError} ordersPath={props.paths.orders} navigate={props.navigate} />;
  }
  if (!state.order || !view) {
    return (
      <p role="status" className="p-6 text-center text-gray-600">
        {navTexts.loading}
      </p>
    );
  }
  return <LoadedOrder {...props} store={store} order={state.order} view={view} />;
}

function LoadedOrder(
  props: OrderDetailsScreenProps & { store: OrderDetailsStore; order: Order; view: OrderDetailsView },
) {
  const { store, order, view } = props;
  const state = useStore(store.$state);
  const notice = useStore(store.$notice);
  const itemForm = useStore(store.$itemForm);
  const stores = getShopStores(props.apiBase);
  const references = useStore(stores.references.$state).value;
  const [modal, setModal] = useState<Modal>(() =>
    view.editable && !isInstructionSeen() ? { type: 'instruction' } : null,
  );
  const [payment] = useState(() => createPaymentFormStore(stores.api, order.id, props.openUrl ?? leavePage));
  const [paymentCheck] = useState(() =>
    createPaymentCheckStore(stores.api, order.id, store.markPaid, () => void store.load()),
  );
  useEffect(() => () => paymentCheck.close(), [paymentCheck]);

  const panelId = useId();
  const close = () => setModal(null);
  const kind = state.tab;
  const items: (StickerItem | AcrylItem)[] = kind === 'stickers' ? order.orderItems : order.acrylOrderItems;
  const costs = kind === 'stickers' ? view.itemCosts?.stickers : view.itemCosts?.acryl;
  const noPrice = kind === 'stickers' ? view.noPrice.stickers : view.noPrice.acryl;
  const statusOf = (item: StickerItem | AcrylItem) => itemFileStatusText(item, kind, order.acrylUploaded, order.status);
  const preview = (itemKind: ItemKind, itemName: string, width: number) =>
    filePreviewUrl(stores.api, { orderId: order.id, kind: itemKind, itemName }, width);
  const download = async (itemKind: ItemKind, itemName: string, fileName: string | null) => {
    const blob = await store.downloadFile(itemKind, itemName);
    if (blob) saveBlob(blob, fileName ?? itemName);
  };
  /** The form of an item of the open tab (`null`: a new one), typed by its kind. */
  const formTarget = (itemId: number | null): ItemFormTarget =>
    kind === 'stickers'
      ? { kind, item: order.orderItems.find((item) => item.id === itemId) ?? null }
      : { kind, item: order.acrylOrderItems.find((item) => item.id === itemId) ?? null };
  const title = props.orderId === '0' ? orderTexts.cartTitle : orderTexts.orderTitle(order.number);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 pb-28 md:pt-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-gray-900 md:text-3xl">{title}</h1>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <div className="lg:w-80 lg:shrink-0">
          <OrderSidebar order={order} showStatus={!view.editable} cost={view.cost} unpricedNote={view.unpricedNote} />
          {/* A sent order: where its parcel is (a chunk of its own, loaded only then). */}
          {(order.trackNumber || order.sendDate) && (
            <div className="mt-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
              <Suspense fallback={null}>
                <ParcelPart key={`${order.status}-${order.trackNumber}`} api={stores.api} orderId={order.id} />
              </Suspense>
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          {/* Only an order with proofs asks for them: most orders never get one. */}
          {order.proofState && order.proofState !== 'none' && (
            <ProofReview api={stores.api} orderId={order.id} onAnswered={() => void store.refresh()} />
          )}
          {/* Paying by invoice (issue 34): a sent order, for a company; the panel hides itself when not offered. */}
          {!view.editable && <InvoicePanel key={`${order.cost}-${order.payed}`} api={stores.api} orderId={order.id} />}
          {/* What happened to a sent order so far (issue 29): the customer's part of its timeline. */}
          {!view.editable && (
            <div className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
              <OrderTimeline api={stores.api} orderId={order.id} revision={order} headingLevel={2} />
            </div>
          )}
          <OrderTabs
            label={title}
            panelId={panelId}
            selected={kind}
            counts={{ stickers: order.orderItems.length, acryl: order.acrylOrderItems.length }}
            onSelect={store.selectTab}
          />
          <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${kind}`} className="flex flex-col gap-4">
            {view.editable && kind === 'acryl' && (
              <GeneralAcrylFile
                order={order}
                onUpload={() =>
                  setModal({
                    type: 'upload',
                    kind: 'acryl',
                    itemName: generalAcrylFileItemName,
                    currentFile: order.acrylFileName,
                  })
                }
                onDownload={() => void download('acryl', generalAcrylFileItemName, order.acrylFileName)}
                onDelete={() => setModal({ type: 'deleteFile', kind: 'acryl', itemName: generalAcrylFileItemName })}
              />
            )}
            {items.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-gray-300 bg-white p-6 text-center text-sm text-gray-600">
                {orderTexts.emptyItems}
              </p>
            ) : view.editable ? (
              <ul className="flex flex-col gap-4">
                {items.map((item, index) => (
                  <ItemCard
                    key={item.id}
                    kind={kind}
                    item={item}
                    cost={costs?.[index] ?? item.cost}
                    noPrice={noPrice[index] ?? null}
                    fileStatus={statusOf(item)}
                    thumbnailUrl={hasShownLayout(item) ? preview(kind, item.name, previewWidths.thumbnail) : null}
                    upload={state.uploads[fileKey(kind, item.name)]}
                    onPreview={() => setModal({ type: 'preview', kind, itemName: item.name })}
                    onEdit={() => store.openItemForm(formTarget(item.id))}
                    onDelete={() => setModal({ type: 'deleteItem', kind, item })}
                    onUpload={() => setModal({ type: 'upload', kind, itemName: item.name, currentFile: item.fileName })}
                    onDownload={() => void download(kind, item.name, item.fileName)}
                    onDeleteFile={() => setModal({ type: 'deleteFile', kind, itemName: item.name })}
                  />
                ))}
              </ul>
            ) : (
              <OrderItemsTable
                key={kind}
                kind={kind}
                rows={items.map((item, index) => ({
                  item,
                  cost: costs?.[index] ?? item.cost,
                  priceOnRequest: Boolean(noPrice[index]),
                  fileStatus: statusOf(item),
                }))}
              />
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            {view.editable && (
              <button
                type="button"
                className={buttonClass.primary}
                disabled={!view.canSend}
                onClick={() => setModal({ type: 'send' })}
              >
                {orderTexts.send}
              </button>
            )}
            {view.paymentHeldNote && (
              <p className="text-sm text-gray-700" data-testid="payment-held">
                {view.paymentHeldNote}
              </p>
            )}
            {view.refundNote && (
              <p role="status" className="w-full text-sm text-amber-800" data-testid="refund-note">
                {view.refundNote}
              </p>
            )}
            {view.canPay && (
              <>
                <span className="flex items-center gap-3">
                  <button type="button" className={buttonClass.primary} onClick={() => void payment.open()}>
                    {orderTexts.pay}
                  </button>
                  {/* The amount the payment takes (the order's own), beside the button that takes it. */}
                  <span className="text-lg font-semibold tabular-nums text-gray-900" data-testid="pay-amount">
                    {formatRubles(order.cost)}
                  </span>
                </span>
                <button type="button" className={buttonClass.secondary} onClick={paymentCheck.open}>
                  {orderTexts.checkPayment}
                </button>
              </>
            )}
          </div>
        </div>
      </div>

      {view.editable && (
        <FloatingMenu
          onAdd={() => store.openItemForm(formTarget(null))}
          onRepeat={() => setModal({ type: 'repeat', multiple: false })}
          onRepeatMany={() => setModal({ type: 'repeat', multiple: true })}
          onInstruction={() => setModal({ type: 'instruction' })}
        />
      )}
      <NoticeBanner notice={notice} onDismiss={store.dismissNotice} />
      <PaymentFormDialog store={payment} />
      <PaymentCheckDialog store={paymentCheck} />

      {itemForm && (
        <ItemFormDialog
          opened={itemForm}
          references={references}
          apiBase={props.apiBase}
          thumbnailUrl={
            itemForm.item && hasShownLayout(itemForm.item)
              ? preview(itemForm.kind, itemForm.item.name, previewWidths.thumbnail)
              : null
          }
          onClose={store.closeItemForm}
        />
      )}
      {modal?.type === 'upload' && (
        <UploadModal
          key={fileKey(modal.kind, modal.itemName)}
          store={store}
          kind={modal.kind}
          itemName={modal.itemName}
          knownFile={modal.currentFile}
          api={stores.api}
          orderId={order.id}
          onClose={close}
        />
      )}
      {modal?.type === 'deleteItem' && (
        <ConfirmDialog
          title={itemTexts.deleteConfirm}
          onCancel={close}
          onConfirm={() => {
            close();
            void store.deleteItem(modal.kind, modal.item.id);
          }}
        >
          <p className="text-sm text-gray-800">{modal.item.name}</p>
        </ConfirmDialog>
      )}
      {modal?.type === 'deleteFile' && (
        <ConfirmDialog
          title={orderScreenTexts.deleteFileConfirm}
          onCancel={close}
          onConfirm={() => {
            close();
            void store.deleteFile(modal.kind, modal.itemName);
          }}
        />
      )}
      {modal?.type === 'instruction' && (
        <InstructionDialog
          onClose={(dontShowAgain) => {
            if (dontShowAgain) markInstructionSeen();
            close();
          }}
        />
      )}
      <LayoutPicker
        open={modal?.type === 'repeat'}
        apiBase={props.apiBase}
        kind={kind}
        multiple={modal?.type === 'repeat' && modal.multiple}
        onSelect={({ layouts }) => void store.repeat(kind, layouts)}
        onClose={close}
      />
      {modal?.type === 'send' && (
        <SendDialog
          missingLayouts={view.missingLayouts}
          onCancel={close}
          onConfirm={() => {
            close();
            props.navigate(store.sendPath());
          }}
        />
      )}
      {modal?.type === 'preview' && (
        <Lightbox
          src={preview(modal.kind, modal.itemName, previewWidths.lightbox)}
          alt={orderScreenTexts.previewAlt(modal.itemName)}
          onClose={close}
        />
      )}
    </div>
  );
}
