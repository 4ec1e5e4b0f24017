import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@espasyo/domain/i18n/languages';
import { loadMessages } from '@/lib/i18n';
import { renderHook, TestProviders } from '@/testing/test-utils';
import { buildTenancy } from '../booking.fixtures';
import { useStatusNote } from './status-note';

const noteIn = (lang: Language) =>
  renderHook(() => useStatusNote(), {
    wrapper: ({ children }: { children: ReactNode }) => <TestProviders lang={lang}>{children}</TestProviders>,
  }).result.current;

describe("A booking's note for its client, in both languages (issue 34)", () => {
  beforeAll(() => loadMessages('fil', ['booking']));

  const running = buildTenancy();
  const noNotice = buildTenancy({ tenancy: { noticePeriodDays: 0, monthlyPrice: 250000 } });
  const cancelledTenancy = buildTenancy({
    status: 'cancelled',
    cancelledBy: 'host',
    cancelledAt: '2026-11-24T03:00:00.000Z',
  });

  it('says a running tenancy’s notice and a cancellation’s day, word for word in English', async () => {
    await loadMessages('en', ['booking']);
    const note = noteIn('en');
    expect(note(running)).toBe('In use month to month. End it with 7 days’ notice.');
    expect(note(noNotice)).toBe('In use month to month. End it any day, no notice needed.');
    expect(note(buildTenancy({ tenancy: { noticePeriodDays: 1, monthlyPrice: 250000 } }))).toBe(
      'In use month to month. End it with 1 day’ notice.',
    );
    expect(note(cancelledTenancy)).toBe('Cancelled by the host on Tue, 24 Nov 2026.');
  });

  it('says the same in Filipino, with the day’s name in Filipino', () => {
    const note = noteIn('fil');
    expect(note(running)).toBe('Ginagamit buwan-buwan. Tapusin nang may 7 araw na abiso.');
    expect(note(noNotice)).toBe('Ginagamit buwan-buwan. Puwedeng tapusin kahit anong araw, walang abiso.');
    expect(note(cancelledTenancy)).toBe('Kinansela ng host noong Mar, 24 Nob 2026.');
  });
});
