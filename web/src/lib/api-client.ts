import type { ApiErrorBody, ErrorCode } from '@espasyo/domain/errors';
import { splitLanguagePath } from '@espasyo/domain/i18n/languages';
import { generic } from '@espasyo/domain/messages/frame';
import { CACHED_AT_HEADER } from '@espasyo/domain/contracts/page-render';
import { noteAnswer } from './offline-answers';

/**
 * The page's language, from its address (`/fil/…` is Filipino; switching languages loads the
 * page anew): sent with every call, so that the server's messages come in it (issue 34).
 */
const pageLanguage = (): string => (typeof location === 'undefined' ? 'en' : splitLanguagePath(location.pathname).lang);

/** Codes the client gives a failure the server did not describe. */
export const ClientErrorCode = {
  /** The request never reached the server (status 0). */
  network: 'network',
  /** An answer without the API's error body (a proxy's page, for instance). */
  unknown: 'unknown',
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

/** An API failure the UI can show: `message` is always safe to put on screen. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** A refusal's Retry-After: how many seconds until asking again can succeed (a 429's, a 503's). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isErrorBody(v: unknown): v is ApiErrorBody {
  return !!v && typeof v === 'object' && 'error' in v && !!(v as ApiErrorBody).error?.code;
}

/** Seconds from a Retry-After header in seconds (as the API sends it); undefined without one. */
export const retryAfterSeconds = (header: string | null): number | undefined =>
  header && /^\d+$/.test(header) ? Number(header) : undefined;

/** Turns a non-2xx response body into an ApiError, with the spec's generic wording (docs/product/errors.md). */
export function toApiError(status: number, body: unknown, retryAfter?: number): ApiError {
  const err = isErrorBody(body) ? body.error : undefined;
  // A plain "forbidden" is the spec's permission-denied case; other 403 codes
  // (account_disabled, cross_origin) carry a more useful message of their own.
  if (status === 403 && (!err || err.code === 'forbidden')) {
    return new ApiError(status, err?.code ?? 'forbidden', generic.accessDenied, err?.fields);
  }
  // A 5xx message might be a stack or SQL; the server promises not to send one, but be safe.
  const message = status >= 500 && err?.code !== 'maintenance' ? generic.unexpected : err?.message;
  return new ApiError(
    status,
    err?.code ?? ClientErrorCode.unknown,
    message || generic.unexpected,
    err?.fields,
    retryAfter,
  );
}

/**
 * The code of a failed API call. Also read from plain data: a failure in the server-rendered
 * page's state arrives without its class ({ name: 'ApiError', status, code }).
 */
export function apiErrorCode(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.code;
  const data = error as { name?: unknown; code?: unknown } | null;
  return data !== null && typeof data === 'object' && data.name === 'ApiError' && typeof data.code === 'string'
    ? data.code
    : undefined;
}

/**
 * True when the API answered `error` with one of `codes` (decision 0033): the web acts on
 * codes, never on a message's wording or a bare status. (A type guard: where `error` is known
 * to be an ApiError already, TypeScript reads a false answer as "not an ApiError".)
 */
export function isApiError(error: unknown, ...codes: readonly (ErrorCode | ClientErrorCode)[]): error is ApiError {
  return error instanceof ApiError && (codes as readonly string[]).includes(error.code);
}

/** True when the server refused the call (a 4xx answer): its message is meant for the user, and trying again changes nothing. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** More of a call: headers of its own (an Idempotency-Key). */
export interface RequestOptions {
  headers?: Record<string, string>;
}

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
  options?: RequestOptions,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        ...options?.headers,
        Accept: 'application/json',
        'Accept-Language': pageLanguage(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, ClientErrorCode.network, generic.network);
  }
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      // A proxy's HTML error page, for instance: fall through to the generic message.
      data = undefined;
    }
  }
  if (!res.ok) throw toApiError(res.status, data, retryAfterSeconds(res.headers.get('retry-after')));
  if (method === 'GET') noteAnswer(path, res.headers.get(CACHED_AT_HEADER));
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, undefined, options),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** docs/product/errors.md#how-calls-behave: a failed read is tried up to 2 more times; a 4xx answer will not change, so not those. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isRefusal(error)) return false;
  return failureCount < 2;
}

/**
 * Waits 1 s before the first retry and 2 s before the second (docs/product/errors.md#how-calls-behave),
 * or longer when the answer said when to ask again (Retry-After).
 */
export function retryDelay(attemptIndex: number, error?: unknown): number {
  const after = error instanceof ApiError ? (error.retryAfter ?? 0) * 1000 : 0;
  return Math.max(after, attemptIndex === 0 ? 1000 : 2000);
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return generic.unexpected;
}
