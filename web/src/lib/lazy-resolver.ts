import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver for a domain zod schema that is fetched, with zod itself, beside
 * the page instead of before it: the form is usable as soon as the page is, and zod (about 20 KiB
 * compressed) stays out of a public page's first download (issue 10's JavaScript budget). The
 * schema is still the one the server validates with. The fetch starts at the visitor's first
 * touch, key or focus on the page, so that evaluating zod never competes with the page's own
 * start (Total Blocking Time); the first check (a submit) waits for it if it has not arrived.
 *
 * Create it once per schema (at module level, or in useMemo when the schema takes arguments).
 */
export function lazyZodResolver<T extends FieldValues, Out = T>(
  load: () => Promise<ZodType>,
): Resolver<T, unknown, Out> {
  let ready: Promise<Resolver<T, unknown, Out>> | undefined;
  const resolver = () =>
    (ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T, unknown, Out>,
      (error: unknown) => {
        ready = undefined; // a failed download is tried again at the next check
        throw error;
      },
    ));
  if (typeof window !== 'undefined') {
    const warm = () => void resolver().catch(() => undefined); // the submit will try again
    for (const type of ['pointerdown', 'keydown', 'focusin'])
      window.addEventListener(type, warm, { once: true, passive: true, capture: true });
  }
  return (values, context, options) => resolver().then((resolve) => resolve(values, context, options));
}
