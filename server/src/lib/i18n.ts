import MessageFormat from '@messageformat/core';
import { parse } from '@messageformat/parser';
import { compileCatalog, type Messages } from '@espasyo/domain/i18n/catalog';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
  languageFromAcceptLanguage,
  type Language,
} from '@espasyo/domain/i18n/languages';
import { NAMESPACES, type Catalogs, type Namespace } from '@espasyo/domain/i18n/namespaces';
import { reverseLookup, type Lookup } from '@espasyo/domain/i18n/reverse-lookup';
import { formatDay } from '@espasyo/domain/format';
import { catalogSources } from '@espasyo/domain/i18n/sources';

/**
 * The message catalogue on the server (issue 34, decision 0092): emails, SMS, push and the pages
 * the server writes itself go out in their reader's language. Each namespace is compiled once per
 * language, on first use, with the same library and rules as the browser's build.
 */
const compiled = new Map<string, unknown>();
const formats: Partial<Record<Language, MessageFormat>> = {};

const hasArguments = (message: string) => parse(message).some((t) => t.type !== 'content');

export function messagesFor<N extends Namespace>(lang: Language, ns: N): Messages<Catalogs[N]> {
  const key = `${lang}/${ns}`;
  let messages = compiled.get(key);
  if (!messages) {
    const mf = (formats[lang] ??= new MessageFormat(lang));
    messages = compileCatalog(catalogSources[lang][ns], (m) => mf.compile(m), hasArguments);
    compiled.set(key, messages);
  }
  return messages as Messages<Catalogs[N]>;
}

/** The language a person's messages go out in: theirs, else English. */
export const languageOfUser = (user: { language?: string | null } | null | undefined): Language =>
  isLanguage(user?.language) ? user.language : DEFAULT_LANGUAGE;

/**
 * The language a request prefers, when its address does not say: the signed-in user's choice,
 * else the visitor's (the language cookie, set by the switcher), else the browser's
 * (`Accept-Language`), else English.
 */
export function preferredLanguage(
  user: { language?: string | null } | null,
  cookies: Record<string, string | undefined>,
  acceptLanguage: string | undefined,
): Language {
  if (isLanguage(user?.language)) return user.language;
  const cookie = cookies[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * The namespaces whose English messages the server's answers may carry: the `api…` namespaces
 * (each area's errors and the messages of its shared schemas), the schemas' `validation`, the auth
 * pages' server messages and the generic `errors`.
 */
const ANSWER_NAMESPACES = NAMESPACES.filter(
  (ns) => /^api[A-Z]/.test(ns) || ns === 'validation' || ns === 'authPages' || ns === 'errors',
);
const answerLookups = new Map<Language, Lookup>();

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Tue, 24 Nov 2026' (formatDay's English), with or without ', 3:05 PM' after it. */
const ENGLISH_DAY =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})(, .+)?$/;

/** A date the server wrote in English ('Tue, 24 Nov 2026, 3:05 PM') named in `lang`; anything else as it is. */
export function dayInLanguage(text: string, lang: Language): string {
  const m = ENGLISH_DAY.exec(text);
  if (!m) return text;
  const [, , day, month, year, time = ''] = m;
  const iso = `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
  return `${formatDay(iso, 'UTC', lang)}${time}`;
}

/**
 * A message of the server (English, word for word the specification's) in `lang`, when the
 * catalogue knows it, its dates named in `lang` too; else as it is. Built once per language on first use.
 */
export function inLanguage(lang: Language, message: string): string {
  if (lang === DEFAULT_LANGUAGE) return message;
  let lookup = answerLookups.get(lang);
  if (!lookup) {
    lookup = reverseLookup(
      ANSWER_NAMESPACES.map((ns) => [messagesFor(DEFAULT_LANGUAGE, ns), messagesFor(lang, ns)] as const),
      (value) => dayInLanguage(value, lang),
    );
    answerLookups.set(lang, lookup);
  }
  return lookup(message);
}
