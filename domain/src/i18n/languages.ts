/**
 * The languages of the interface (issue 34, decision 0092): English, word for word what the
 * specification says, and Filipino. English pages live at their own paths; Filipino ones at the
 * same paths under /fil (`/fil/spaces/{id}`), so that each language has one URL per page.
 */
export const LANGUAGES = ['en', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words, as the switchers show it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fil: 'Filipino' };

/** The locale for `Intl` (numbers, ₱ amounts, dates) in each language. */
export const LOCALES: Record<Language, string> = { en: 'en-PH', fil: 'fil-PH' };

/** The cookie that keeps a visitor's chosen language. */
export const LANGUAGE_COOKIE = 'espasyo_lang';

export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** The path prefix of a language: '' for English, '/fil' for Filipino. */
export const languagePrefix = (lang: Language): string => (lang === DEFAULT_LANGUAGE ? '' : `/${lang}`);

/**
 * A path's language and the path without its prefix: '/fil/spaces/1?x' → { lang: 'fil', path: '/spaces/1?x' }.
 * A path without a prefix is English.
 */
export function splitLanguagePath(pathAndQuery: string): { lang: Language; path: string } {
  for (const lang of LANGUAGES) {
    const prefix = languagePrefix(lang);
    if (!prefix) continue;
    if (pathAndQuery === prefix) return { lang, path: '/' };
    if (
      pathAndQuery.startsWith(`${prefix}/`) ||
      pathAndQuery.startsWith(`${prefix}?`) ||
      pathAndQuery.startsWith(`${prefix}#`)
    ) {
      const rest = pathAndQuery.slice(prefix.length);
      return { lang, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { lang: DEFAULT_LANGUAGE, path: pathAndQuery };
}

/** The same page in another language: ('/spaces/1', 'fil') → '/fil/spaces/1'; ('/', 'fil') → '/fil'. */
export function pathInLanguage(pathAndQuery: string, lang: Language): string {
  const { path } = splitLanguagePath(pathAndQuery);
  const prefix = languagePrefix(lang);
  if (!prefix) return path;
  return path === '/'
    ? prefix
    : path.startsWith('/?') || path.startsWith('/#')
      ? `${prefix}${path.slice(1)}`
      : `${prefix}${path}`;
}

/**
 * The language a visitor's browser asks for first among ours (`Accept-Language`, by its q
 * values): 'fil' or 'tl' (Tagalog, which Filipino is based on) give Filipino; null when the
 * header names neither of ours before the other.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((w) => w.tag && Number.isFinite(w.q) && w.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of wanted) {
    const base = tag.split('-')[0];
    if (base === 'fil' || base === 'tl') return 'fil';
    if (base === 'en') return 'en';
  }
  return null;
}
