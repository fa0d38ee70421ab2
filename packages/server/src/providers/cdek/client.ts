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

export interface CdekClientOptions {
  /** `https://api.cdek.ru/v2` in production, `https://api.edu.cdek.ru/v2` for tests with CDEK. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  /** Milliseconds since the epoch; injectable so token expiry can be tested without waiting. */
  now?: () => number;
}

const provider = 'cdek';
/** Tokens are renewed this long before CDEK says they expire, so none expires mid-request. */
export const tokenRefreshMarginMs = 10_000;

const tokenReply = z.object({ access_token: z.string().check(z.minLength(1)), expires_in: z.number() });

/** CDEK API v2 over fetch: OAuth client_credentials with a cached token, city suggestions, pickup points, tariff list. */
export class CdekClient implements DeliveryGateway {
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

  private async authorized(method: 'GET' | 'POST', path: string, body?: string): Promise<unknown> {
    let response = await this.send(method, path, await this.accessToken(), body);
    if (response.status === 401) {
      // Revoked or expired early on CDEK's side: one fresh token, one more try.
      this.token = undefined;
      response = await this.send(method, path, await this.accessToken(), body);
    }
    if (response.status !== 200) {
      throw refusal(response);
    }
    return response.body;
  }

  private send(method: 'GET' | 'POST', path: string, token: string, body?: string) {
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
  const value = body as {
    errors?: Array<{ code?: string; message?: string }>;
    error?: string;
    error_description?: string;
  };
  const details =
    value?.errors?.map((error) => `${error.code ?? ''} ${error.message ?? ''}`.trim()).join('; ') ??
    [value?.error, value?.error_description].filter(Boolean).join(': ');
  return `HTTP ${status}${details ? ` ${details}` : ''}`;
}
