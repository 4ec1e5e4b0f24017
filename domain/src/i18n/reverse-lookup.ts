/**
 * From a known English message to the same key's message in another language (issue 34,
 * decision 0092): the messages of the shared zod schemas and of the server stay English (the
 * specification's wording), and a page in another language shows them through this lookup — the
 * browser for a form's own checks (web/src/lib/i18n-validation.tsx), the server for its answers to
 * a request in another language (server/src/http/answer-language.ts).
 *
 * `pairs` are compiled namespaces, English and the other language's. A message without arguments
 * matches exactly; one with arguments by its fixed parts ('Password must be at least 10
 * characters long' → passwordMinPolicy with n = 10), when they hold enough letters to say which
 * message it is (a bare '{label} {amount}' would match any sentence).
 */
type Tree = { readonly [key: string]: unknown };
export type Lookup = (message: string) => string;

const MARK = '\u0001';
/** The fixed text a message with arguments needs to be matched by its parts. */
const MIN_FIXED_LETTERS = 8;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Calls a compiled message with a marker for each argument, to learn its fixed parts and argument names. */
const marked = new Proxy({}, { get: (_, name) => `${MARK}${String(name)}${MARK}` });

/**
 * `value`: what becomes of an argument taken from the English message (the server gives dates as
 * 'Tue, 24 Nov 2026', which the other language names its own way); as it is by default.
 */
export function reverseLookup(
  pairs: readonly (readonly [unknown, unknown])[],
  value: (text: string) => string = (text) => text,
): Lookup {
  const exact = new Map<string, string>();
  const patterns: [RegExp, string[], (values: Record<string, string>) => string][] = [];
  const walk = (en: unknown, local: unknown) => {
    if (typeof en === 'string' && typeof local === 'string') {
      if (!exact.has(en)) exact.set(en, local);
    } else if (typeof en === 'function' && typeof local === 'function') {
      try {
        const parts = String(en(marked)).split(MARK); // text, name, text, name, …, text
        const fixed = parts.filter((_, i) => i % 2 === 0).join('');
        if ((fixed.match(/\p{L}/gu) ?? []).length < MIN_FIXED_LETTERS) return;
        const names = parts.filter((_, i) => i % 2 === 1);
        const source = parts.map((p, i) => (i % 2 ? '(.+?)' : escape(p))).join('');
        patterns.push([new RegExp(`^${source}$`, 's'), names, local as (v: Record<string, string>) => string]);
      } catch {
        // a message whose arguments are not plain text (a plural): not looked up
      }
    } else if (en && local && typeof en === 'object' && typeof local === 'object') {
      for (const key of Object.keys(en)) walk((en as Tree)[key], (local as Tree)[key]);
    }
  };
  for (const [en, local] of pairs) walk(en, local);
  return (message) => {
    const found = exact.get(message);
    if (found !== undefined) return found;
    for (const [pattern, names, local] of patterns) {
      const match = pattern.exec(message);
      if (match) return local(Object.fromEntries(names.map((n, i) => [n, value(match[i + 1]!)])));
    }
    return message;
  };
}
