import { useStore } from '@nanostores/react';
import { type ApiClient, type FileTarget, filePreviewUrl } from '@stickers62/core/api';
import { type ContourResult, generalAcrylFileItemName, type ItemKind, previewWidths } from '@stickers62/core/contract';
import { type ContourWatch, fileKey, type OrderDetailsStore, watchContour } from '@stickers62/core/stores';
import { fileTexts, orderScreenTexts } from '@stickers62/core/texts';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import { FileUploadDialog } from '../file-upload/FileUploadDialog';

/**
 * The upload dialog of one file: the stored name is asked of the server when it opens. It closes
 * when the file is stored, unless the answer carries checks: then it shows them until closed.
 */
export function UploadModal(props: {
  store: OrderDetailsStore;
  kind: ItemKind;
  itemName: string;
  knownFile: string | null;
  /** The client and order the file calls go to, for the layout's preview and its cut contour. */
  api: ApiClient;
  orderId: string;
  onClose: () => void;
}) {
  const { store, kind, itemName } = props;
  const state = useStore(store.$state);
  const [currentFile, setCurrentFile] = useState(props.knownFile);
  useEffect(() => {
    let current = true;
    void store.fileName(kind, itemName).then((name) => {
      if (current && name !== undefined) setCurrentFile(name);
    });
    return () => {
      current = false;
    };
  }, [store, kind, itemName]);
  const key = fileKey(kind, itemName);
  const answer = state.uploadAnswers[key];
  const close = () => {
    store.forgetUploadAnswer(kind, itemName);
    props.onClose();
  };
  const contour = useUploadedContour(props.api, { orderId: props.orderId, kind, itemName }, answer?.preflight?.contour);
  const general = itemName === generalAcrylFileItemName;
  return (
    <FileUploadDialog
      title={general ? fileTexts.generalAcrylTitle : orderScreenTexts.uploadTitle(itemName)}
      note={general ? orderScreenTexts.generalAcrylNote : undefined}
      currentFile={answer?.fileName ?? currentFile}
      upload={state.uploads[key]}
      preflight={answer?.preflight}
      contour={
        contour && {
          result: contour,
          previewUrl: filePreviewUrl(props.api, { orderId: props.orderId, kind, itemName }, previewWidths.lightbox),
        }
      }
      onUpload={(file) =>
        void store.uploadFile(kind, itemName, file, file.name).then((ok) => {
          if (ok && !store.$state.get().uploadAnswers[key]?.preflight) close();
        })
      }
      onCancelUpload={() => store.cancelUpload(kind, itemName)}
      onClose={close}
    />
  );
}

/** The cut contour the upload answered with, followed while it is still being traced. */
function useUploadedContour(api: ApiClient, target: FileTarget, answered: ContourResult | undefined) {
  const { orderId, kind, itemName } = target;
  const [watch, setWatch] = useState<ContourWatch | null>(null);
  useEffect(() => {
    if (!answered) return;
    const started = watchContour(api, { orderId, kind, itemName }, answered);
    setWatch(started);
    return () => started.stop();
  }, [api, orderId, kind, itemName, answered]);
  const contour = useStore(watch?.$contour ?? noContour);
  return answered ? (contour ?? answered) : null;
}

const noContour = atom<ContourResult | null>(null);
