import { z } from 'zod/mini';
import { formBody, type JsonResponse, ProviderError, requestJson } from '../http.js';
import {
  type CdekCitySuggestion,
  type CdekPickupPoint,
  type CdekTariffListItem,
  cdekCitySuggestions,
  cdekPickupPoints,
  cdekTariffListReply,
  type DeliveryGateway,
  type TariffListQuery,
} from './delivery.js';
import {
  type CdekOrderInfo,
  type CdekOrderRequest,
  type CdekPrintKind,
  cdekEntityReply,
  cdekErrorsOf,
  cdekOrderReply,
  cdekPrintReply,
  cdekWebhookList,
  orderInfoOf,
  type ShipmentGateway,
} from './shipments.js';

export interface CdekClientOptions {
  /** `https://api.cdek.ru/v2` in production, `https://api.edu.cdek.ru/v2` for tests with CDEK. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  /** Milliseconds since the epoch; injectable so token expiry can be tested without waiting. */
  now?: () => number;
  /** Pause between two reads of a print form CDEK is still making, and how many reads at most. */
  printPollMs?: number;
  printPollAttempts?: number;
}

const provider = 'cdek';
/** Tokens are renewed this long before CDEK says they expire, so none expires mid-request. */
export const tokenRefreshMarginMs = 10_000;

const tokenReply = z.object({ access_token: z.string().check(z.minLength(1)), expires_in: z.number() });

/** CDEK API v2 over fetch: OAuth client_credentials with a cached token, city suggestions, pickup points, tariff list. */
export class CdekClient implements DeliveryGateway, ShipmentGateway {
  readonly mode = 'cdek' as const;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private token: { value: string; renewAt: number } | undefined;
  /** Concurrent requests share one token request. */
  private tokenRequest: Promise<string> | undefined;

  constructor(private readonly options: CdekClientOptions) {
    this.baseUrl = options.apiUrl.replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  async findPickupPoint(code: string): Promise<CdekPickupPoint | undefined> {
    const body = await this.authorized('GET', `/deliverypoints?${new URLSearchParams({ code })}`);
    const parsed = cdekPickupPoints.safeParse(body);
    if (!parsed.success) throw new ProviderError(provider, 'protocol', 'unexpected deliverypoints answer', 200, body);
    return parsed.data.find((point) => point.code === code);
  }

  async suggestCities(name: string): Promise<CdekCitySuggestion[]> {
    const query = new URLSearchParams({ name, country_code: 'RU' });
    const body = await this.authorized('GET', `/location/suggest/cities?${query}`);
    const parsed = cdekCitySuggestions.safeParse(body);
    if (!parsed.success) throw new ProviderError(provider, 'protocol', 'unexpected suggest/cities answer', 200, body);
    return parsed.data;
  }

  async cityPickupPoints(cityCode: number): Promise<CdekPickupPoint[]> {
    const query = new URLSearchParams({ city_code: String(cityCode), type: 'ALL' });
    const body = await this.authorized('GET', `/deliverypoints?${query}`);
    const parsed = cdekPickupPoints.safeParse(body);
    if (!parsed.success) throw new ProviderError(provider, 'protocol', 'unexpected deliverypoints answer', 200, body);
    return parsed.data;
  }

  async tariffList(query: TariffListQuery): Promise<CdekTariffListItem[]> {
    const body = await this.authorized(
      'POST',
      '/calculator/tarifflist',
      JSON.stringify({
        type: 1, // online shop
        currency: 1, // rubles
        lang: 'rus',
        from_location: query.from,
        to_location: { code: query.toCityCode },
        packages: [{ weight: query.weightGrams }],
      }),
    );
    const parsed = cdekTariffListReply.safeParse(body);
    if (!parsed.success) throw new ProviderError(provider, 'protocol', 'unexpected tarifflist answer', 200, body);
    return parsed.data.tariff_codes ?? [];
  }

  async createOrder(request: CdekOrderRequest): Promise<{ uuid: string }> {
    const body = await this.authorized('POST', '/orders', JSON.stringify(request));
    return { uuid: parsedOr(cdekEntityReply, body, 'orders').entity.uuid };
  }

  async getOrder(uuid: string): Promise<CdekOrderInfo> {
    const body = await this.authorized('GET', `/orders/${encodeURIComponent(uuid)}`);
    return orderInfoOf(parsedOr(cdekOrderReply, body, 'orders/{uuid}'));
  }

  async findOrderByNumber(number: string): Promise<CdekOrderInfo | undefined> {
    try {
      const body = await this.authorized('GET', `/orders?${new URLSearchParams({ im_number: number })}`);
      return orderInfoOf(parsedOr(cdekOrderReply, body, 'orders?im_number'));
    } catch (error) {
      // CDEK answers an unknown number with 400 (or 404) and v2_entity_not_found_im_number.
      const status = error instanceof ProviderError ? (error.status ?? 0) : 0;
      if (status === 400 || status === 404) return undefined;
      throw error;
    }
  }

  async deleteOrder(uuid: string): Promise<void> {
    await this.authorized('DELETE', `/orders/${encodeURIComponent(uuid)}`);
  }

  async printForm(kind: CdekPrintKind, orderUuid: string): Promise<Uint8Array> {
    const request = {
      orders: [{ order_uuid: orderUuid }],
      copy_count: 1,
      ...(kind === 'barcodes' ? { format: 'A6' } : {}),
    };
    const created = parsedOr(
      cdekEntityReply,
      await this.authorized('POST', `/print/${kind}`, JSON.stringify(request)),
      'print',
    );
    const attempts = this.options.printPollAttempts ?? 10;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const read = parsedOr(
        cdekPrintReply,
        await this.authorized('GET', `/print/${kind}/${created.entity.uuid}`),
        'print/{uuid}',
      );
      const statuses = read.entity.statuses ?? [];
      if (statuses.some((status) => status.code === 'INVALID')) break;
      // The PDF comes from our own request with the token, never from the link CDEK gives (it needs the token and expires).
      if (read.entity.url || statuses.some((status) => status.code === 'READY')) {
        return this.download(`/print/${kind}/${created.entity.uuid}.pdf`);
      }
      await new Promise((resolve) => setTimeout(resolve, this.options.printPollMs ?? 1000));
    }
    throw new ProviderError(provider, 'timeout', `print form ${kind} not ready after ${attempts} reads`);
  }

  async subscribeStatusWebhook(url: string): Promise<void> {
    const hooks = parsedOr(cdekWebhookList, await this.authorized('GET', '/webhooks'), 'webhooks');
    if (hooks.some((hook) => hook.type === 'ORDER_STATUS' && hook.url === url)) return;
    await this.authorized('POST', '/webhooks', JSON.stringify({ type: 'ORDER_STATUS', url }));
  }

  private async download(path: string): Promise<Uint8Array> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        headers: { Authorization: `Bearer ${await this.accessToken()}`, Accept: 'application/pdf' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (response.status !== 200)
        throw new ProviderError(provider, 'http', `HTTP ${response.status}`, response.status);
      return bytes;
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ProviderError(
        provider,
        timedOut ? 'timeout' : 'network',
        `PDF download failed: ${(error as Error).message}`,
      );
    }
  }

  private async authorized(method: 'GET' | 'POST' | 'DELETE', path: string, body?: string): Promise<unknown> {
    let response = await this.send(method, path, await this.accessToken(), body);
    if (response.status === 401) {
      // Revoked or expired early on CDEK's side: one fresh token, one more try.
      this.token = undefined;
      response = await this.send(method, path, await this.accessToken(), body);
    }
    // Entity operations answer 202 Accepted.
    if (response.status < 200 || response.status > 299) {
      throw refusal(response);
    }
    return response.body;
  }

  private send(method: 'GET' | 'POST' | 'DELETE', path: string, token: string, body?: string) {
    return requestJson({
      provider,
      url: `${this.baseUrl}${path}`,
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body,
      timeoutMs: this.timeoutMs,
    });
  }

  private accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const requestedAt = this.now();
    const response = await requestJson({
      provider,
      url: `${this.baseUrl}/oauth/token`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: formBody({
        grant_type: 'client_credentials',
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
      }),
      timeoutMs: this.timeoutMs,
    });
    const parsed = tokenReply.safeParse(response.body);
    if (response.status !== 200 || !parsed.success) {
      throw refusal(response);
    }
    this.token = {
      value: parsed.data.access_token,
      renewAt: requestedAt + parsed.data.expires_in * 1000 - tokenRefreshMarginMs,
    };
    return this.token.value;
  }
}

function parsedOr<Schema extends z.ZodMiniType>(schema: Schema, body: unknown, call: string): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError(provider, 'protocol', `unexpected ${call} answer`, 200, body);
  return parsed.data as z.output<Schema>;
}

/** A non-200 answer of CDEK's as a provider error carrying CDEK's own error texts. */
function refusal(response: JsonResponse): ProviderError {
  return new ProviderError(
    provider,
    'http',
    describeErrors(response.status, response.body),
    response.status,
    response.body,
  );
}

function describeErrors(status: number, body: unknown): string {
  const value = body as { error?: string; error_description?: string } | undefined;
  const details =
    cdekErrorsOf(body)
      .map((error) => `${error.code} ${error.message}`.trim())
      .join('; ') || [value?.error, value?.error_description].filter(Boolean).join(': ');
  return `HTTP ${status}${details ? ` ${details}` : ''}`;
}
