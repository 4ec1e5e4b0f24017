import { describe, expect, it } from 'vitest';
import { defaultDuration, TOAST_EXIT_MS } from './toast';

describe('toast timing (docs/product/states.md, docs/product/settings.md)', () => {
  it('5 s by default, 7 s for errors, never for loading', () => {
    expect(defaultDuration('success')).toBe(5000);
    expect(defaultDuration('info')).toBe(5000);
    expect(defaultDuration('warning')).toBe(5000);
    expect(defaultDuration('error')).toBe(7000);
    expect(defaultDuration('loading')).toBeNull();
    expect(TOAST_EXIT_MS).toBe(300);
  });
});
