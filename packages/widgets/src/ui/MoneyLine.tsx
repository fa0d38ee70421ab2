import { formatRubles } from '@stickers62/core/format';

export interface MoneyLineProps {
  label: string;
  rubles: number;
  /** The sum's test id (the journeys read sums by it). */
  testId: string;
  /** Added to the line's classes (its weight and size). */
  className?: string;
}

/** A label and its sum in rubles at the line's two ends; the digits one width, so sums line up. */
export function MoneyLine({ label, rubles, testId, className }: MoneyLineProps) {
  return (
    <p className={className ? `flex justify-between gap-3 ${className}` : 'flex justify-between gap-3'}>
      <span>{label}</span>
      <span className="tabular-nums" data-testid={testId}>
        {formatRubles(rubles)}
      </span>
    </p>
  );
}
