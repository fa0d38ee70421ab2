import type { PreflightLevel } from '@stickers62/core/contract';

/** The look of each preflight level: a symbol beside the words, so colour is never the only sign. */
export const preflightLevelStyle: Record<PreflightLevel, { symbol: string; className: string }> = {
  green: { symbol: '✓', className: 'border-green-200 bg-green-50 text-green-800' },
  yellow: { symbol: '!', className: 'border-amber-200 bg-amber-50 text-amber-900' },
  red: { symbol: '✕', className: 'border-red-200 bg-red-50 text-red-800' },
};
