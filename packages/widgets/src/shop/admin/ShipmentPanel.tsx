import type { ApiClient } from '@stickers62/core/api';
import { ApiError, getShipmentPdf, shipmentCall } from '@stickers62/core/api';
import type { AdminShipment } from '@stickers62/core/contract';
import { formatParcelStatus } from '@stickers62/core/format';
import { deliveryFieldTexts, parcelTexts, shipmentTexts } from '@stickers62/core/texts';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../ui/classes';
import { saveBlob } from '../../ui/save-blob';

export interface ShipmentPanelProps {
  api: ApiClient;
  orderId: string;
  orderNumber: number;
  /** After a registration or cancellation: the order's track number and send date changed. */
  onChanged: () => void;
}

type Busy = 'register' | 'cancel' | 'advance' | 'label' | 'waybill' | null;

const reasonOf = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : parcelTexts.actionFailed;

/**
 * The dialog's CDEK shipment: register the paid order, then its CDEK number, status, label and
 * waybill PDFs, and cancelling while CDEK allows. CDEK's refusals show in the manager's words.
 */
export function ShipmentPanel({ api, orderId, orderNumber, onChanged }: ShipmentPanelProps) {
  const [shipment, setShipment] = useState<AdminShipment | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let current = true;
    shipmentCall(api, orderId, 'read').then(
      (loaded) => {
        if (current) setShipment(loaded);
      },
      () => {
        if (current) setLoadFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [api, orderId]);

  const act = async (action: 'register' | 'cancel' | 'advance') => {
    setBusy(action);
    setError(null);
    try {
      setShipment(await shipmentCall(api, orderId, action));
      onChanged();
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setBusy(null);
    }
  };
  const print = async (form: 'label' | 'waybill') => {
    setBusy(form);
    setError(null);
    try {
      saveBlob(await getShipmentPdf(api, orderId, form), `${form}-${orderNumber}.pdf`);
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setBusy(null);
    }
  };

  const registered = shipment?.state === 'registered';
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3" data-testid="shipment-panel">
      <h3 className="text-sm font-semibold text-gray-800">{shipmentTexts.section}</h3>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {loadFailed && <p className="text-sm text-gray-600">{parcelTexts.loadFailed}</p>}
      {shipment?.state === 'registering' && <p className="text-sm text-gray-700">{shipmentTexts.inProgress}</p>}
      {registered && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-600">{shipmentTexts.cdekNumber}</dt>
          <dd data-testid="shipment-number">{shipment.cdekNumber ?? '…'}</dd>
          <dt className="text-gray-600">{shipmentTexts.status}</dt>
          <dd data-testid="shipment-status">
            {shipment.status ? formatParcelStatus(shipment.status) : shipmentTexts.noStatus}
          </dd>
        </dl>
      )}
      {shipment?.state === 'cancelled' && <p className="text-sm text-gray-700">{shipmentTexts.cancelled}</p>}
      <div className="flex flex-wrap gap-2">
        {shipment && !registered && shipment.state !== 'registering' && (
          <button
            type="button"
            className={buttonClass.primary}
            disabled={busy !== null}
            onClick={() => void act('register')}
          >
            {busy === 'register' ? shipmentTexts.registering : shipmentTexts.register}
          </button>
        )}
        {registered && (
          <>
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={busy !== null}
              onClick={() => void print('label')}
            >
              {shipmentTexts.label}
            </button>
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={busy !== null}
              onClick={() => void print('waybill')}
            >
              {shipmentTexts.waybill}
            </button>
            {shipment.canCancel && (
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={busy !== null}
                onClick={() => void act('cancel')}
              >
                {shipmentTexts.cancel}
              </button>
            )}
            {shipment.sandbox && (
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={busy !== null}
                onClick={() => void act('advance')}
              >
                {deliveryFieldTexts.sandboxAdvance}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
