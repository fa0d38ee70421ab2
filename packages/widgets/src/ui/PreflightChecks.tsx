import type { PreflightCheck } from '@stickers62/core/contract';
import { preflightViewTexts } from '@stickers62/core/texts';
import { preflightLevelStyle } from './preflight-levels';

/** Each check of a layout: its level named and marked, then its sentence (what is wrong, what to do). */
export function PreflightChecks({ checks }: { checks: readonly PreflightCheck[] }) {
  return (
    <ul className="flex flex-col gap-2" aria-label={preflightViewTexts.checksTitle}>
      {checks.map((check) => {
        const style = preflightLevelStyle[check.level];
        return (
          <li
            key={check.id}
            className={`flex gap-2 rounded-lg border px-3 py-2 text-sm ${style.className}`}
            data-level={check.level}
          >
            <span aria-hidden="true" className="font-bold">
              {style.symbol}
            </span>
            <span className="min-w-0 break-words">
              <span className="font-semibold">{preflightViewTexts.level[check.level]}: </span>
              {check.message}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
