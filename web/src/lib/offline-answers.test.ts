import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { noteAnswer, useShownAsOf } from './offline-answers';

// The answers on screen that the service worker took from its cache (issue 35): the connection
// banner's "shown as of" is the oldest of them. The list lives in the module: each test takes
// what it noted off again.

const AT_10_42 = '2026-12-07T02:42:00.000Z';
const AT_11_05 = '2026-12-07T03:05:00.000Z';
const noted = new Set<string>();
const note = (path: string, cachedAt: string | null) => {
  noted.add(path);
  act(() => noteAnswer(path, cachedAt));
};
afterEach(() => {
  act(() => noted.forEach((path) => noteAnswer(path, null)));
  noted.clear();
});

describe('offline answers', () => {
  it('none on screen: nothing to say', () => {
    const { result } = renderHook(() => useShownAsOf());
    expect(result.current).toBeNull();
    note('/api/bookings?group=upcoming', null);
    expect(result.current).toBeNull();
  });

  it('an answer from the cache marks the time it was fetched; a fresh one for the same address takes it off', () => {
    const { result } = renderHook(() => useShownAsOf());
    note('/api/bookings/b1', AT_10_42);
    expect(result.current).toBe(Date.parse(AT_10_42));
    note('/api/bookings/b1', null);
    expect(result.current).toBeNull();
  });

  it('several on screen: the oldest, until it is fetched fresh', () => {
    const { result } = renderHook(() => useShownAsOf());
    note('/api/bookings/b1', AT_11_05);
    note('/api/bookings/b1/pass', AT_10_42);
    note('/api/auth/me', AT_11_05);
    expect(result.current).toBe(Date.parse(AT_10_42));
    note('/api/bookings/b1/pass', null);
    expect(result.current).toBe(Date.parse(AT_11_05));
    // The same address from the cache again, fetched at another time: its latest counts.
    note('/api/bookings/b1', AT_10_42);
    expect(result.current).toBe(Date.parse(AT_10_42));
  });

  it('re-renders what shows it as answers come, and not for a fresh answer of an address never kept', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useShownAsOf();
    });
    const before = renders;
    note('/api/host/check-ins', null);
    expect(renders).toBe(before);
    note('/api/host/check-ins', AT_10_42);
    expect(result.current).toBe(Date.parse(AT_10_42));
    expect(renders).toBe(before + 1);
  });

  it('ignores a cached-at that is not a time', () => {
    const { result } = renderHook(() => useShownAsOf());
    note('/api/bookings', 'not a date');
    expect(result.current).toBeNull();
  });
});
