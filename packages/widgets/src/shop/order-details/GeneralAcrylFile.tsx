import type { Order } from '@stickers62/core/contract';
import { fileTexts, orderScreenTexts } from '@stickers62/core/texts';
import { PreflightDetails } from '../../ui/PreflightDetails';
import { FileActions } from './FileActions';

/** The order's general acryl file: one file with every acryl layout instead of one per item. */
export function GeneralAcrylFile(props: {
  order: Order;
  onUpload: () => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const { order } = props;
  return (
    <section
      aria-label={fileTexts.generalAcrylTitle}
      className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-gray-50 p-4"
    >
      {/*
        Text above the buttons at every width: side by side, a long file name squeezed the text
        into a narrow column and pushed the buttons onto two rows. break-words lets an exported
        layout's name without spaces wrap instead of widening a phone's page.
      */}
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold text-gray-900">{fileTexts.generalAcrylTitle}</h2>
        <p className="break-words text-sm text-gray-700">
          {order.acrylUploaded && order.acrylFileName
            ? orderScreenTexts.currentFile(order.acrylFileName)
            : orderScreenTexts.generalAcrylNote}
        </p>
      </div>
      {order.acrylUploaded && order.acrylFilePreflight && <PreflightDetails preflight={order.acrylFilePreflight} />}
      <FileActions
        stored={order.acrylUploaded}
        uploadText={fileTexts.uploadGeneralAcryl}
        uploadKind="secondary"
        onUpload={props.onUpload}
        onDownload={props.onDownload}
        onDelete={props.onDelete}
      />
    </section>
  );
}
