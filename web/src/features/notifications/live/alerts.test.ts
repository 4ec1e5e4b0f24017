import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMessages } from '@/lib/i18n';
import { relativeTime } from '../components/notification-time';
import { claimAlert, safeActionUrl } from './alerts';

describe('notification alerts and links', () => {
  beforeEach(() => localStorage.clear());

  it("follows only a path of this site as a notification's actionUrl", () => {
    expect(safeActionUrl('/host/bookings/b1')).toBe('/host/bookings/b1');
    expect(safeActionUrl('/client/payments?page=2')).toBe('/client/payments?page=2');
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ])
      expect(safeActionUrl(url)).toBeNull();
  });

  it('lets one tab claim a notification for a minute', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(claimAlert('n1:sound', now)).toBe(true);
    expect(claimAlert('n1:sound', now + 1000)).toBe(false);
    expect(claimAlert('n1:browser', now + 1000)).toBe(true);
    expect(claimAlert('n1:sound', now + 61_000)).toBe(true);
  });

  it('says how long ago within a day, then the date and time in Manila', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    const t = renderHook(() => useMessages('notifications')).result.current.time;
    expect(relativeTime('2026-11-26T09:59:30Z', now, t)).toBe('Just now');
    expect(relativeTime('2026-11-26T09:55:00Z', now, t)).toBe('5 min ago');
    expect(relativeTime('2026-11-26T07:00:00Z', now, t)).toBe('3 h ago');
    expect(relativeTime('2026-11-24T07:05:00Z', now, t)).toBe('Tue, 24 Nov 2026, 3:05 PM');
  });
});
