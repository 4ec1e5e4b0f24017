import { describe, expect, it } from 'vitest';
import { aboutDuration } from './booking-requirements';

describe('aboutDuration', () => {
  it('rounds a wait as people say it: minutes under an hour, hours under two days, then days', () => {
    expect(aboutDuration(0.2)).toBe('about 1 minute');
    expect(aboutDuration(13)).toBe('about 13 minutes');
    expect(aboutDuration(59)).toBe('about 59 minutes');
    expect(aboutDuration(60)).toBe('about 1 hour');
    expect(aboutDuration(150)).toBe('about 3 hours');
    expect(aboutDuration(47 * 60)).toBe('about 47 hours');
    expect(aboutDuration(48 * 60)).toBe('about 2 days');
    expect(aboutDuration(5 * 24 * 60 + 600)).toBe('about 5 days');
  });
});
