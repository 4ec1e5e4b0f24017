/**
 * The reverse lookup behind `LocalMessage` (i18n-validation.tsx), fetched only when a page in
 * another language than English shows a message: from a known English message of a namespace
 * (a zod schema's or the server's, which stay English) to the same key's message in the page's
 * language (domain/src/i18n/reverse-lookup.ts).
 */
import { DEFAULT_LANGUAGE, type Language } from '@espasyo/domain/i18n/languages';
import type { Namespace } from '@espasyo/domain/i18n/namespaces';
import { reverseLookup, type Lookup } from '@espasyo/domain/i18n/reverse-lookup';
import { loadedMessages, loadMessages } from './i18n';

/** The lookup over namespaces, from English to `lang`, once both languages' are loaded. */
export async function lookupIn(lang: Language, namespaces: readonly Namespace[]): Promise<Lookup> {
  await Promise.all([loadMessages(DEFAULT_LANGUAGE, namespaces), loadMessages(lang, namespaces)]);
  return reverseLookup(
    namespaces.map((ns) => [loadedMessages(DEFAULT_LANGUAGE, ns), loadedMessages(lang, ns)] as const),
  );
}
