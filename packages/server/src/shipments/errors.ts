import { shipmentTexts } from '@stickers62/core/texts';
import { badRequest, HttpError } from '../errors.js';
import { cdekErrorsOf } from '../providers/cdek/shipments.js';
import { ProviderError } from '../providers/http.js';

/** CDEK's error codes the manager can act on, in the manager's words. */
const knownRefusals: Record<string, string> = {
  v2_tariff_not_found: shipmentTexts.tariffRefused,
};

/** CDEK refused the order itself (an INVALID request): its own reason in the manager's words where we know it. */
export function refusedByCdek(errors: ReadonlyArray<{ code: string; message: string }>): HttpError {
  for (const error of errors) {
    const known = knownRefusals[error.code];
    if (known) return badRequest(known);
  }
  const reason = errors.map((error) => error.message || error.code).join('; ') || 'без объяснения причины';
  return badRequest(shipmentTexts.refused(reason));
}

/**
 * A failed call to CDEK as the manager's Russian reason: a timeout or 5xx says CDEK is not
 * answering (try later), a 4xx carries CDEK's reason. Anything else is not CDEK's and goes on.
 */
export function shipmentFailure(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  if (error.failure === 'timeout') return new HttpError(503, shipmentTexts.timeout);
  if (error.outcomeUnknown || error.failure === 'protocol' || error.status === 401) {
    return new HttpError(503, shipmentTexts.unavailable);
  }
  return refusedByCdek(cdekErrorsOf(error.body));
}
