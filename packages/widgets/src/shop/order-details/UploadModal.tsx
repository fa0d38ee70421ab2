import { useStore } from '@nanostores/react';
import { generalAcrylFileItemName, type ItemKind } from '@stickers62/core/contract';
import { fileKey, type OrderDetailsStore } from '@stickers62/core/stores';
import { fileTexts, orderScreenTexts } from '@stickers62/core/texts';
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
  const general = itemName === generalAcrylFileItemName;
  return (
    <FileUploadDialog
      title={general ? fileTexts.generalAcrylTitle : orderScreenTexts.uploadTitle(itemName)}
      note={general ? orderScreenTexts.generalAcrylNote : undefined}
      currentFile={answer?.fileName ?? currentFile}
      upload={state.uploads[key]}
      preflight={answer?.preflight}
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
