import type { PreflightResult } from '@stickers62/core/contract';
import { PreflightBadge } from './PreflightBadge';
import { PreflightChecks } from './PreflightChecks';

/** A compact preflight: the badge, which opens the checks (a card's or a manager's item row). */
export function PreflightDetails({ preflight }: { preflight: PreflightResult }) {
  return (
    <details className="group min-w-0" data-testid="preflight">
      <summary className="inline-flex max-w-full cursor-pointer list-none rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
        <PreflightBadge level={preflight.level} />
      </summary>
      <div className="mt-2">
        <PreflightChecks checks={preflight.checks} />
      </div>
    </details>
  );
}
