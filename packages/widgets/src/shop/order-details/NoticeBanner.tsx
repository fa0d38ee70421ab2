import type { Notice } from '@stickers62/core/stores';
import { navTexts } from '@stickers62/core/texts';

const toneClass = {
  success: 'border-green-200 bg-green-50 text-green-800',
  error: 'border-red-200 bg-red-50 text-red-800',
} as const;

/** A transient message (file uploaded, delete failed …) above everything, dialogs included; errors are alerts, successes a status. */
export function NoticeBanner({ notice, onDismiss }: { notice: Notice | null; onDismiss?: () => void }) {
  if (!notice) return null;
  return (
    <div
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={`fixed inset-x-4 top-4 z-[70] mx-auto flex w-fit max-w-xl items-center gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${toneClass[notice.tone]}`}
    >
      <span>{notice.text}</span>
      {onDismiss && (
        <button
          type="button"
          className="text-lg leading-none opacity-70 hover:opacity-100"
          aria-label={navTexts.close}
          onClick={onDismiss}
        >
          ×
        </button>
      )}
    </div>
  );
}
