import { orderTexts } from '@stickers62/core/texts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** 'Отправить заказ в обработку?': warns about missing layouts, then that the order will be final. */
export function SendDialog(props: { missingLayouts: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog title={orderTexts.sendConfirmTitle} onConfirm={props.onConfirm} onCancel={props.onCancel}>
      {props.missingLayouts && (
        <p
          role="alert"
          className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-semibold text-red-800"
        >
          {orderTexts.notAllUploaded}
        </p>
      )}
      <p className="text-sm text-gray-800">{orderTexts.sendConfirmText}</p>
    </ConfirmDialog>
  );
}
