import type { PreflightLevel } from '@stickers62/core/contract';
import { preflightViewTexts } from '@stickers62/core/texts';
import { preflightLevelStyle } from './preflight-levels';

/**
 * The worst level of a layout's checks in words («Проверка: есть замечания»), coloured and marked.
 * `compact` (a table cell) shows the mark alone; the words stay for screen readers and the title.
 */
export function PreflightBadge({
  level,
  title,
  compact,
}: {
  level: PreflightLevel;
  title?: string;
  compact?: boolean;
}) {
  const style = preflightLevelStyle[level];
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${style.className}`}
      title={title}
      data-testid="preflight-badge"
      data-level={level}
    >
      <span aria-hidden="true">{style.symbol}</span>
      <span className={compact ? 'sr-only' : 'truncate'}>{preflightViewTexts.badge[level]}</span>
    </span>
  );
}
