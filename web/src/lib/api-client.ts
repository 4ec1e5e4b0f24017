import type { ApiErrorBody } from '@espasyo/domain';
import { generic } from '@espasyo/domain/messages/frame';

/** An API failure the UI can show: `message` is always safe to put on screen. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isErrorBody(v: unknown): v is ApiErrorBody {
  return !!v && typeof v === 'object' && 'error' in v && !!(v as ApiErrorBody).error?.code;
}

/** Turns a non-2xx response body into an ApiError, with the spec's generic wording (docs/product/errors.md). */
export function toApiError(status: number, body: unknown): ApiError {
  const err = isErrorBody(body) ? body.error : undefined;
  // A plain "forbidden" is the spec's permission-denied case; other 403 codes
  // (account_disabled, cross_origin) carry a more useful message of their own.
  if (status === 403 && (!err || err.code === 'forbidden')) {
    return new ApiError(status, err?.code ?? 'forbidden', generic.accessDenied, err?.fields);
  }
  // A 5xx message might be a stack or SQL; the server promises not to send one, but be safe.
  const message = status >= 500 && err?.code !== 'maintenance' ? generic.unexpected : err?.message;
  return new ApiError(status, err?.code ?? 'unknown', message || generic.unexpected, err?.fields);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'network', generic.network);
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
  if (!res.ok) throw toApiError(res.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** docs/product/errors.md#how-calls-behave: a failed read is tried up to 2 more times; a 4xx answer will not change, so not those. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Waits 1 s before the first retry and 2 s before the second (docs/product/errors.md#how-calls-behave). */
export function retryDelay(attemptIndex: number): number {
  return attemptIndex === 0 ? 1000 : 2000;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return generic.unexpected;
}
