import type { ReadableAtom } from 'nanostores';
import { createOrderForClient } from '../../api/admin.js';
import type { ApiClient } from '../../api/client.js';
import type { CreateForClientReply } from '../../contract/admin.js';
import { adminTexts } from '../../texts/index.js';
import { storeState } from '../state.js';

export interface CreateForClientForm {
  clientName: string;
  vkLink: string;
  comment: string;
}

export interface CreateForClientState {
  submitting: boolean;
  error: string | null;
  /** The created draft and its access link, to copy into the VK chat. */
  created: CreateForClientReply | null;
}

export interface CreateForClientStore {
  readonly $state: ReadableAtom<CreateForClientState>;
  /** Creates the draft; false when the name is empty or the server refuses. */
  submit(form: CreateForClientForm): Promise<boolean>;
  reset(): void;
}

const initial: CreateForClientState = { submitting: false, error: null, created: null };

/**
 * "An order for a client": the manager writes the client's name (and VK page), the server makes
 * a temporary account with a draft order, and the access link signs the client in on it.
 */
export function createCreateForClientStore(api: ApiClient): CreateForClientStore {
  const state = storeState<CreateForClientState>(initial);
  return {
    $state: state.$store,
    async submit(form) {
      const clientName = form.clientName.trim();
      if (clientName === '' || state.read().submitting) return false;
      state.write({ submitting: true, error: null, created: null });
      try {
        const created = await createOrderForClient(api, {
          clientName,
          vkLink: form.vkLink.trim() || null,
          comment: form.comment.trim() || null,
        });
        state.write({ submitting: false, error: null, created });
        return true;
      } catch (error) {
        // The server's own text when it gave one ('Некорректное значение поля …'), else ours.
        const message = error instanceof Error && error.message ? error.message : adminTexts.createForClientFailed;
        state.write({ submitting: false, error: message, created: null });
        return false;
      }
    },
    reset() {
      state.write(initial);
    },
  };
}
