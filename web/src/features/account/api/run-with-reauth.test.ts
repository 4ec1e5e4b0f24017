import { describe, expect, it, vi } from 'vitest';
import { en } from '@espasyo/domain/messages/en';
import { ApiError } from '@/lib/api-client';
import { runWithReauth } from './run-with-reauth';

const reauthRequired = new ApiError(403, 'reauth_required', en.reauth.required, { password: en.reauth.required });

describe('runWithReauth', () => {
  it('runs the action without a password and reports its result, even with no onSuccess given', async () => {
    const action = vi.fn(async () => 'done');
    const onSuccess = vi.fn();
    await runWithReauth(action, { onSuccess }, vi.fn());
    expect(action).toHaveBeenCalledWith();
    expect(onSuccess).toHaveBeenCalledWith('done');
    const alone = vi.fn(async () => 'x');
    await runWithReauth(alone, {}, vi.fn());
    expect(alone).toHaveBeenCalledTimes(1);
  });

  it('asks for the password when the server answers reauth_required, without reporting an error', async () => {
    const ask = vi.fn();
    const onError = vi.fn();
    await runWithReauth(async () => Promise.reject(reauthRequired), { onError }, ask);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports any other failure', async () => {
    const ask = vi.fn();
    const onError = vi.fn();
    const failure = new ApiError(400, 'validation_error', 'Bad');
    await runWithReauth(async () => Promise.reject(failure), { onError }, ask);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(ask).not.toHaveBeenCalled();
  });
});
