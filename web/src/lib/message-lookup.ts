/**
 * The reverse lookup behind `LocalMessage` (i18n-validation.tsx), fetched only when a page in
 * another language than English shows a message: from a known English message of a namespace
 * (a zod schema's or the server's, which stay English) to the same key's message in the page's
 * language. A message with arguments matches by its fixed parts ('Password must be at least 10
 * characters long' → passwordMinPolicy with n = 10).
 */
import { DEFAULT_LANGUAGE, type Language } from '@espasyo/domain/i18n/languages';
import type { Namespace } from '@espasyo/domain/i18n/namespaces';
import { loadedMessages, loadMessages } from './i18n';

type Tree = { readonly [key: string]: unknown };
type Lookup = (message: string) => string;

const MARK = '\u0001';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Calls a compiled message with a marker for each argument, to learn its fixed parts and argument names. */
const marked = new Proxy({}, { get: (_, name) => `${MARK}${String(name)}${MARK}` });

export function reverseLookup(pairs: readonly (readonly [unknown, unknown])[]): Lookup {
  const exact = new Map<string, string>();
  const patterns: [RegExp, string[], (values: Record<string, string>) => string][] = [];
  const walk = (en: unknown, local: unknown) => {
    if (typeof en === 'string' && typeof local === 'string') {
      if (!exact.has(en)) exact.set(en, local);
    } else if (typeof en === 'function' && typeof local === 'function') {
      try {
        const parts = String(en(marked)).split(MARK); // text, name, text, name, …, text
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
      if (match) return local(Object.fromEntries(names.map((n, i) => [n, match[i + 1]])));
    }
    return message;
  };
}

/** The lookup over namespaces, from English to `lang`, once both languages' are loaded. */
export async function lookupIn(lang: Language, namespaces: readonly Namespace[]): Promise<Lookup> {
  await Promise.all([loadMessages(DEFAULT_LANGUAGE, namespaces), loadMessages(lang, namespaces)]);
  return reverseLookup(
    namespaces.map((ns) => [loadedMessages(DEFAULT_LANGUAGE, ns), loadedMessages(lang, ns)] as const),
  );
}
