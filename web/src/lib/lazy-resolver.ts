import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver for a domain zod schema that is fetched, with zod itself, beside
 * the page instead of before it: the form is usable as soon as the page is, and zod (about 20 KiB
 * compressed) stays out of a public page's first download (issue 10's JavaScript budget). The
 * schema is still the one the server validates with; the first check (a blur, a submit) waits
 * for it if it has not arrived yet. In the browser the fetch starts at once.
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
    ));
  if (typeof window !== 'undefined') void resolver().catch(() => (ready = undefined)); // tried again on first use
  return (values, context, options) => resolver().then((resolve) => resolve(values, context, options));
}
