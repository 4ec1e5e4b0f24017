import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver';

const schema = z.object({ email: z.string().email('Please enter a valid email address') });
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('lazyZodResolver', () => {
  it('checks with the schema once it has loaded, loading it once', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<{ email: string }>(load);
    expect(load).not.toHaveBeenCalled(); // nothing fetched before the visitor acts
    const bad = await resolver({ email: 'nope' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Please enter a valid email address');
    const good = await resolver({ email: 'maria@example.ph' }, undefined, options);
    expect(good.values).toEqual({ email: 'maria@example.ph' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts fetching at the visitor's first focus on the page", async () => {
    const load = vi.fn(async () => schema);
    lazyZodResolver<{ email: string }>(load);
    window.dispatchEvent(new FocusEvent('focusin'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolver = lazyZodResolver<{ email: string }>(load);
    await expect(resolver({ email: 'x' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ email: 'x' }, undefined, options)).errors.email).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
