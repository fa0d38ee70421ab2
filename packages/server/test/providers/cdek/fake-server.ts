import {
  CdekEmulator,
  CdekShipmentsEmulator,
  cdekErrors,
  type ParcelWalkOptions,
} from '../../../src/providers/cdek/emulator.js';
import { type FakeHttpServer, type FakeReply, startFakeHttpServer } from '../fake-http-server.js';

/** A fault for the next request, or for the next request to `path` when it is given. */
export type CdekFault = ({ kind: 'slow'; delayMs: number } | { kind: 'internalError' }) & { path?: string };

export interface FakeCdek extends FakeHttpServer {
  /** Access tokens issued so far, in order. */
  issuedTokens: string[];
  /** Makes every issued token invalid, as if CDEK had rotated its keys. */
  revokeTokens(): void;
  faults: CdekFault[];
  /** Orders, print forms and webhooks; `shipments.advance(uuid)` moves a parcel on. */
  shipments: CdekShipmentsEmulator;
  /** Deliveries posted to subscribed webhooks so far (each awaited: tests read the shop's state after). */
  deliveries: Promise<unknown>[];
}

function jsonBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * A local CDEK API v2: OAuth client_credentials (form body), bearer-protected deliverypoints, city
 * suggestions, tarifflist, orders, print forms and webhooks. A new status of a parcel is posted to
 * the subscribed `ORDER_STATUS` webhooks, as CDEK does.
 */
export async function startFakeCdek(
  credentials: { clientId: string; clientSecret: string },
  walk: ParcelWalkOptions = {},
): Promise<FakeCdek> {
  const emulator = new CdekEmulator();
  const deliveries: Promise<unknown>[] = [];
  const shipments: CdekShipmentsEmulator = new CdekShipmentsEmulator({
    ...walk,
    onStatus: (uuid) => {
      walk.onStatus?.(uuid);
      // After the current request has answered, as CDEK posts from its own queue.
      const body = JSON.stringify(shipments.statusDelivery(uuid));
      for (const hook of shipments.webhooks.values()) {
        if (hook.type !== 'ORDER_STATUS') continue;
        deliveries.push(
          new Promise((resolve) => setTimeout(resolve, 0))
            .then(() => fetch(hook.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }))
            .then((response) => response.status)
            .catch((error: unknown) => error),
        );
      }
    },
  });
  const issuedTokens: string[] = [];
  const validTokens = new Set<string>();
  const faults: CdekFault[] = [];
  let baseUrl = '';
  const server = await startFakeHttpServer((request): FakeReply => {
    const faultIndex = faults.findIndex((entry) => !entry.path || entry.path === request.path);
    const fault = faultIndex === -1 ? undefined : faults.splice(faultIndex, 1)[0];
    if (fault?.kind === 'internalError') return cdekErrors(500, 'v2_internal_error', 'Internal error');
    const delay = fault?.kind === 'slow' ? { delayMs: fault.delayMs } : {};
    if (request.method === 'POST' && request.path === '/oauth/token') {
      const form = new URLSearchParams(request.body);
      const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      if (!isForm || form.get('grant_type') !== 'client_credentials') {
        return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' } };
      }
      if (form.get('client_id') !== credentials.clientId || form.get('client_secret') !== credentials.clientSecret) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Bad client credentials' } };
      }
      const token = `cdek-token-${issuedTokens.length + 1}`;
      issuedTokens.push(token);
      validTokens.add(token);
      return {
        status: 200,
        body: {
          access_token: token,
          token_type: 'bearer',
          expires_in: 3599,
          scope: 'location:all order:all payment:all',
          jti: token,
        },
        ...delay,
      };
    }
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !validTokens.has(token)) return cdekErrors(401, 'v2_token_expired', 'Token is invalid');
    const { method, path } = request;
    if (method === 'GET' && path === '/deliverypoints') {
      return { ...emulator.deliveryPoints(request.query), ...delay };
    }
    if (method === 'GET' && path === '/location/suggest/cities') {
      return { ...emulator.suggestCities(request.query), ...delay };
    }
    const body = method === 'POST' ? jsonBody(request.body) : undefined;
    if (method === 'POST' && body === undefined) return cdekErrors(400, 'v2_invalid_format', 'Body is not JSON');
    if (method === 'POST' && path === '/calculator/tarifflist') return { ...emulator.tariffList(body), ...delay };
    if (method === 'POST' && path === '/orders') return { ...shipments.createOrder(body), ...delay };
    if (method === 'GET' && path === '/orders') return { ...shipments.findOrder(request.query), ...delay };
    const order = /^\/orders\/([\w-]+)$/.exec(path);
    if (order?.[1] && method === 'GET') return { ...shipments.getOrder(order[1]), ...delay };
    if (order?.[1] && method === 'DELETE') return { ...shipments.deleteOrder(order[1]), ...delay };
    const print = /^\/print\/(barcodes|orders)(?:\/([\w-]+)(\.pdf)?)?$/.exec(path);
    const kind = print?.[1] as 'barcodes' | 'orders' | undefined;
    if (kind && method === 'POST' && !print?.[2]) return { ...shipments.createPrint(kind, body), ...delay };
    if (kind && method === 'GET' && print?.[2] && !print[3]) {
      return { ...shipments.getPrint(kind, print[2], baseUrl), ...delay };
    }
    if (kind && method === 'GET' && print?.[2] && print[3]) {
      const bytes = shipments.printPdf(kind, print[2]);
      if (!bytes) return cdekErrors(404, 'v2_entity_not_found', 'Print form is not ready');
      return { status: 200, raw: { contentType: 'application/pdf', bytes }, ...delay };
    }
    if (method === 'POST' && path === '/webhooks') return { ...shipments.subscribe(body), ...delay };
    if (method === 'GET' && path === '/webhooks') return { ...shipments.listWebhooks(), ...delay };
    return cdekErrors(404, 'v2_entity_not_found', 'Unknown method');
  });
  baseUrl = server.url;
  return { ...server, issuedTokens, revokeTokens: () => validTokens.clear(), faults, shipments, deliveries };
}
