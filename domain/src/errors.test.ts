import { describe, expect, expectTypeOf, it } from 'vitest';
import { AppError, ErrorCode, TwoFactorErrorCode, errorStatus, type ErrorStatus } from './errors';

const allCodes: ErrorCode[] = [...Object.values(ErrorCode), ...Object.values(TwoFactorErrorCode)];

describe('errorStatus: the one table of codes and HTTP statuses (decision 0033)', () => {
  it('has a status for every code, of every family, at the type level', () => {
    expectTypeOf(errorStatus).toEqualTypeOf<Record<ErrorCode, ErrorStatus>>();
    expectTypeOf<keyof typeof errorStatus>().toEqualTypeOf<ErrorCode>();
  });

  it('has a 4xx or 5xx status for every code, and nothing else', () => {
    for (const code of allCodes) {
      expect(errorStatus[code], code).toBeGreaterThanOrEqual(400);
      expect(errorStatus[code], code).toBeLessThan(600);
    }
    expect(Object.keys(errorStatus).sort()).toEqual([...allCodes].sort());
  });

  it('gives each code one wire value, in snake case', () => {
    expect(new Set(allCodes).size).toBe(allCodes.length);
    for (const code of allCodes) expect(code).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
  });

  it('keeps the wire values the web and clients already read', () => {
    expect(ErrorCode).toMatchObject({
      validation: 'validation_error',
      unauthenticated: 'unauthenticated',
      forbidden: 'forbidden',
      notFound: 'not_found',
      conflict: 'conflict',
      rateLimited: 'rate_limited',
      locked: 'account_locked',
      disabled: 'account_disabled',
      suspended: 'account_suspended',
      invalidCredentials: 'invalid_credentials',
      noAccount: 'no_account',
      wrongPassword: 'wrong_password',
      tokenExpired: 'token_expired',
      tokenUsed: 'token_used',
      tokenInvalid: 'token_invalid',
      maintenance: 'maintenance',
      crossOrigin: 'cross_origin',
      payloadTooLarge: 'payload_too_large',
      reauthRequired: 'reauth_required',
      verificationRequired: 'verification_required',
      internal: 'internal_error',
    });
  });

  it('answers the booking refusals with the statuses issue 19 needs', () => {
    expect(errorStatus[ErrorCode.capacityExceeded]).toBe(409);
    expect(errorStatus[ErrorCode.invalidTransition]).toBe(409);
    expect(errorStatus[ErrorCode.listingNotBookable]).toBe(409);
    expect(errorStatus[ErrorCode.paymentExpired]).toBe(409);
    expect(errorStatus[ErrorCode.idempotencyConflict]).toBe(409);
    expect(errorStatus[ErrorCode.ownListing]).toBe(403);
  });
});

describe('AppError', () => {
  it('takes its status from the table', () => {
    for (const code of allCodes) expect(new AppError(code, 'x').status, code).toBe(errorStatus[code]);
    const e = new AppError(ErrorCode.capacityExceeded, 'Only 1 unit is free', { units: 'Only 1 unit is free' });
    expect(e).toMatchObject({
      name: 'AppError',
      code: 'capacity_exceeded',
      status: 409,
      message: 'Only 1 unit is free',
      fields: { units: 'Only 1 unit is free' },
    });
    expect(new AppError(TwoFactorErrorCode.challengeExpired, 'x').status).toBe(401);
  });

  it('takes only a code, a message and fields: no status of its own', () => {
    expectTypeOf(AppError).constructorParameters.toEqualTypeOf<
      [code: ErrorCode, message: string, fields?: Record<string, string>]
    >();
  });
});
