import type { WritableAtom } from 'nanostores';
import { atom } from 'nanostores';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** Alerts vanish after 5 s (checkout-admin-pages section 9). */
export const noticeMs = 5000;

export interface NoticeStore {
  readonly $notice: WritableAtom<Notice | null>;
  /** Shows a notice for `ms` milliseconds; a newer notice replaces it and its timer. */
  show(notice: Notice, ms?: number): void;
  clear(): void;
}

export function createNoticeStore(): NoticeStore {
  const $notice = atom<Notice | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
    $notice.set(null);
  };
  return {
    $notice,
    show(notice, ms = noticeMs) {
      clearTimeout(timer);
      $notice.set(notice);
      timer = setTimeout(clear, ms);
    },
    clear,
  };
}
