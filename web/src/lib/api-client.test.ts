import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@espasyo/domain';
import { ErrorCode, TwoFactorErrorCode } from '@espasyo/domain/errors';
import {
  api,
  ApiError,
  apiErrorCode,
  ClientErrorCode,
  isApiError,
  isRefusal,
  retryAfterSeconds,
  retryDelay,
  shouldRetry,
  toApiError,
} from './api-client';

describe('toApiError (docs/product/errors.md)', () => {
  it('keeps the server message and fields', () => {
    const e = toApiError(400, {
      error: { code: 'validation_error', message: 'Please enter a valid email address', fields: { email: 'x' } },
    });
    expect(e).toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'Please enter a valid email address',
      fields: { email: 'x' },
    });
  });
  it('says access denied for a plain 403', () => {
    expect(toApiError(403, { error: { code: 'forbidden', message: 'nope' } }).message).toBe(en.generic.accessDenied);
    expect(toApiError(403, undefined).message).toBe(en.generic.accessDenied);
  });
  it('keeps specific 403 messages such as a disabled account', () => {
    expect(toApiError(403, { error: { code: 'account_disabled', message: en.auth.disabled } }).message).toBe(
      en.auth.disabled,
    );
  });
  it('never shows a 5xx message, and falls back when there is no body', () => {
    expect(toApiError(500, { error: { code: 'internal_error', message: 'SELECT * failed' } }).message).toBe(
      en.generic.unexpected,
    );
    expect(toApiError(502, undefined).message).toBe(en.generic.unexpected);
  });
});

describe('retry policy (docs/product/errors.md#how-calls-behave)', () => {
  it('retries failed reads twice, waiting 1 s then 2 s', () => {
    const err = new ApiError(0, 'network', en.generic.network);
    expect([0, 1, 2].map((n) => shouldRetry(n, err))).toEqual([true, true, false]);
    expect([retryDelay(0), retryDelay(1)]).toEqual([1000, 2000]);
  });
  it('does not retry answers that will not change', () => {
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'unauthenticated', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'maintenance', 'x'))).toBe(true);
  });
});

describe("a refusal's Retry-After (decision 0062)", () => {
  it('is read in seconds, as the API sends it, and travels with the error', () => {
    expect([retryAfterSeconds('42'), retryAfterSeconds('0')]).toEqual([42, 0]);
    expect([retryAfterSeconds(null), retryAfterSeconds('soon')]).toEqual([undefined, undefined]);
    expect(toApiError(429, { error: { code: 'rate_limited', message: 'x' } }, 30).retryAfter).toBe(30);
  });
  it('makes a retry wait until then, never sooner than the usual 1 s and 2 s', () => {
    const limited = toApiError(429, { error: { code: 'rate_limited', message: 'x' } }, 5);
    expect([retryDelay(0, limited), retryDelay(1, limited)]).toEqual([5000, 5000]);
    const soon = toApiError(503, undefined, 0);
    expect([retryDelay(0, soon), retryDelay(1, soon)]).toEqual([1000, 2000]);
  });
});

describe('acting on codes (decision 0033)', () => {
  it('isApiError matches any of the given codes, never the wording or the status', () => {
    const wrong = toApiError(400, {
      error: { code: ErrorCode.wrongPassword, message: en.account.wrongCurrentPassword },
    });
    expect(isApiError(wrong, ErrorCode.wrongPassword)).toBe(true);
    expect(isApiError(wrong, TwoFactorErrorCode.invalidCode, ErrorCode.wrongPassword)).toBe(true);
    expect(isApiError(wrong, ErrorCode.validation)).toBe(false);
    expect(isApiError(new ApiError(404, ErrorCode.mailboxOff, 'off'), ErrorCode.notFound)).toBe(false);
    expect(isApiError(new Error(en.account.wrongCurrentPassword), ErrorCode.wrongPassword)).toBe(false);
    expect(isApiError(null, ErrorCode.notFound)).toBe(false);
  });

  it('gives failures the server did not describe a client code', () => {
    expect(isApiError(toApiError(502, undefined), ClientErrorCode.unknown)).toBe(true);
    expect(isApiError(new ApiError(0, ClientErrorCode.network, en.generic.network), ClientErrorCode.network)).toBe(
      true,
    );
  });

  it("reads the code of a failure from the server-rendered page's state, where it is plain data", () => {
    const data: unknown = JSON.parse(JSON.stringify(toApiError(404, { error: { code: 'not_found', message: 'x' } })));
    expect(data).not.toBeInstanceOf(ApiError);
    expect(apiErrorCode(data)).toBe(ErrorCode.notFound);
    expect(apiErrorCode({ code: 'not_found' })).toBeUndefined();
    expect(apiErrorCode('not_found')).toBeUndefined();
  });

  it('isRefusal: a 4xx answer, whose message is for the user', () => {
    expect(isRefusal(new ApiError(409, ErrorCode.capacityExceeded, 'full'))).toBe(true);
    expect(isRefusal(new ApiError(500, ErrorCode.internal, 'x'))).toBe(false);
    expect(isRefusal(new ApiError(0, ClientErrorCode.network, 'x'))).toBe(false);
  });
});

describe("every call says the page's language, so that the server's messages come in it (issue 34)", () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    vi.restoreAllMocks();
  });
  const languageOfCall = async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
    await api.get('/api/probe');
    return new Headers(fetch.mock.calls.at(-1)![1]!.headers).get('accept-language');
  };
  it('English on an English page, Filipino under /fil', async () => {
    expect(await languageOfCall()).toBe('en');
    window.history.pushState({}, '', '/fil/client/bookings');
    expect(await languageOfCall()).toBe('fil');
  });
});
