import { GatewayError, type GatewayTimeout } from './gateway.types';

/** A call to PayMongo's API that did not get a 2xx: its status and PayMongo's first error code. */
export class PayMongoApiError extends GatewayError {
  constructor(
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`PayMongo answered ${status}${code ? ` (${code})` : ''}`);
    this.name = 'PayMongoApiError';
  }
}

/** PayMongo's JSON:API resource: `{ id, type, attributes }`. */
export interface PayMongoResource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}

/**
 * PayMongo's REST API (https://developers.paymongo.com/reference): JSON bodies wrapped in
 * `{ data: { attributes } }`, basic auth with the secret key as the user and no password, an
 * `Idempotency-Key` header on the calls that create something. Answers the resource (`data`).
 */
export class PayMongoApi {
  constructor(
    private readonly baseUrl: string,
    private readonly secretKey: string,
    /** A call that gets no answer within this is abandoned (the outbox or the payer tries again). */
    private readonly timeoutMs: GatewayTimeout,
  ) {}

  async call(
    method: 'GET' | 'POST',
    path: string,
    attributes?: Record<string, unknown>,
    idempotencyKey?: string,
  ): Promise<PayMongoResource> {
    const body = await this.request<PayMongoResource>(method, path, attributes, idempotencyKey);
    return body.data;
  }

  /**
   * A list endpoint (`GET /v1/payments`, `GET /v1/refunds`): one page of resources, newest first,
   * and whether more follow (`has_more`; the next page is `after=<the last id>`).
   */
  async list(path: string, query: Record<string, string>): Promise<{ data: PayMongoResource[]; hasMore: boolean }> {
    const q = new URLSearchParams(query).toString();
    const body = await this.request<PayMongoResource[]>('GET', `${path}${q ? `?${q}` : ''}`);
    return { data: Array.isArray(body.data) ? body.data : [], hasMore: body.has_more === true };
  }

  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    attributes?: Record<string, unknown>,
    idempotencyKey?: string,
  ): Promise<{ data: T; has_more?: boolean }> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`,
    };
    if (attributes) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl.replace(/\/$/, '')}/v1${path}`, {
        method,
        headers,
        body: attributes ? JSON.stringify({ data: { attributes } }) : undefined,
        signal: AbortSignal.timeout(await this.timeoutMs()),
      });
    } catch (err) {
      throw new GatewayError(`PayMongo did not answer (${err instanceof Error ? err.name : 'error'})`);
    }
    const body = (await res.json().catch(() => null)) as {
      data?: T;
      has_more?: boolean;
      errors?: { code?: string }[];
    } | null;
    if (!res.ok || !body?.data) throw new PayMongoApiError(res.status, body?.errors?.[0]?.code ?? null);
    return body as { data: T; has_more?: boolean };
  }
}
