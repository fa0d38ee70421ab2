import { map } from 'nanostores';
import type { ApiClient } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { attachProof, getOrderProofs, uploadProofFile } from '../../api/proofs.js';
import { type ItemKind, type OrderProofs, proofLimits } from '../../contract/index.js';
import { proofTexts } from '../../texts/index.js';

export interface ProofSendState {
  proofs: OrderProofs | null;
  loadError: string | null;
  files: File[];
  note: string;
  /** `''`: the whole order; otherwise `kind:name` of one item. */
  scope: string;
  sending: boolean;
  /** Files uploaded so far while sending. */
  uploaded: number;
  error: string | null;
  notice: string | null;
}

/** The value of an item in the scope picker. */
export function proofScopeValue(kind: ItemKind, name: string): string {
  return `${kind}:${name}`;
}

function scopeOf(value: string): { itemKind: ItemKind | null; itemName: string | null } {
  const separator = value.indexOf(':');
  if (!value || separator < 0) return { itemKind: null, itemName: null };
  return { itemKind: value.slice(0, separator) as ItemKind, itemName: value.slice(separator + 1) };
}

/**
 * The manager's side: pick image or PDF files, a note and what the proof is for, send. Files
 * go up one by one, then the round is sent in one call; a failure keeps the choice for a retry.
 */
export function createProofSendStore({
  api,
  orderId,
  onSent,
}: {
  api: ApiClient;
  orderId: string;
  onSent?: () => void;
}) {
  const $state = map<ProofSendState>({
    proofs: null,
    loadError: null,
    files: [],
    note: '',
    scope: '',
    sending: false,
    uploaded: 0,
    error: null,
    notice: null,
  });

  return {
    $state,
    async load(): Promise<void> {
      try {
        $state.set({ ...$state.get(), proofs: await getOrderProofs(api, orderId), loadError: null });
      } catch (error) {
        $state.setKey('loadError', error instanceof ApiError ? error.message : proofTexts.loadFailed);
      }
    },
    setFiles(files: File[]) {
      $state.set({ ...$state.get(), files: files.slice(0, proofLimits.maxFiles), error: null, notice: null });
    },
    setNote(note: string) {
      $state.setKey('note', note);
    },
    setScope(scope: string) {
      $state.setKey('scope', scope);
    },
    async send(): Promise<void> {
      const { files, note, scope, sending } = $state.get();
      if (sending) return;
      if (files.length === 0) {
        $state.setKey('error', proofTexts.attachNoFiles);
        return;
      }
      $state.set({ ...$state.get(), sending: true, uploaded: 0, error: null, notice: null });
      try {
        const fileIds: number[] = [];
        for (const file of files) {
          fileIds.push((await uploadProofFile(api, orderId, file)).id);
          $state.setKey('uploaded', fileIds.length);
        }
        const proofs = await attachProof(api, orderId, { note: note.trim() || null, ...scopeOf(scope), fileIds });
        $state.set({ ...$state.get(), proofs, sending: false, files: [], note: '', notice: proofTexts.attached });
        onSent?.();
      } catch (error) {
        const message = error instanceof ApiError ? error.message : proofTexts.attachFailed;
        $state.set({ ...$state.get(), sending: false, error: message });
      }
    },
  };
}

export type ProofSendStore = ReturnType<typeof createProofSendStore>;
