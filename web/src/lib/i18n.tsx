import { createContext, useContext, type ReactNode } from 'react';
import { settleCompiled, type Messages } from '@espasyo/domain/i18n/catalog';
import { DEFAULT_LANGUAGE, LOCALES, pathInLanguage, type Language } from '@espasyo/domain/i18n/languages';
import type { Catalogs, Namespace } from '@espasyo/domain/i18n/namespaces';

/**
 * The interface's language and its messages (issue 34, decision 0092). The catalogue's modules are
 * compiled by the build (vite.config.ts, `messagesPlugin`) and each is its own chunk: a page loads
 * only the namespaces it uses, in its language only. The server renders a page with its namespaces
 * loaded and says which it used (I18N_STATE_ID), so that the browser loads the same before it
 * hydrates; a namespace not loaded yet suspends the component until it is.
 */
/**
 * The address of each namespace's chunk in the page's language, as the server names them from the
 * build's manifest (I18N_STATE_ID): the browser imports a namespace from there, with no map of
 * the catalogue in the first download. Without it (tests, the development server) the namespaces
 * come through i18n-loaders.ts.
 */
const addresses = new Map<string, string>();

export function setMessageAddresses(lang: Language, urls: Partial<Record<string, string>>) {
  for (const [ns, url] of Object.entries(urls)) if (url) addresses.set(`${lang}/${ns}`, url);
}

function importNamespace(lang: Language, ns: Namespace): Promise<{ default: unknown }> {
  const url = addresses.get(keyOf(lang, ns));
  return url
    ? import(/* @vite-ignore */ url)
    : import('./i18n-loaders').then(({ loadNamespace }) => loadNamespace(lang, ns));
}

const keyOf = (lang: Language, ns: Namespace) => `${lang}/${ns}`;
const loaded = new Map<string, unknown>();
/** Each namespace's download, one per language and namespace; a failed one says why. */
type Download = Promise<void> & { failed?: { reason: unknown } };
const loading = new Map<string, Download>();

/** Loads namespaces of a language once each; later calls get the same promise. */
export function loadMessages(lang: Language, namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((ns) => {
      const key = keyOf(lang, ns);
      let promise = loading.get(key);
      if (!promise || promise.failed) {
        // A failed download is tried again at the next call.
        const download: Download = importNamespace(lang, ns).then(
          (m) => void loaded.set(key, settleCompiled(m.default)),
        );
        download.catch((reason: unknown) => (download.failed = { reason }));
        loading.set(key, (promise = download));
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** A namespace's messages in a language if loaded (a lookup across languages), else undefined. */
export const loadedMessages = <N extends Namespace>(lang: Language, ns: N) =>
  loaded.get(keyOf(lang, ns)) as Messages<Catalogs[N]> | undefined;

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);
/** On the server: the namespaces a page used, so that the browser loads them before it hydrates. */
const UsedContext = createContext<Set<Namespace> | null>(null);

export function LanguageProvider({
  lang,
  used = null,
  children,
}: {
  lang: Language;
  used?: Set<Namespace> | null;
  children: ReactNode;
}) {
  return (
    <LanguageContext value={lang}>
      <UsedContext value={used}>{children}</UsedContext>
    </LanguageContext>
  );
}

/**
 * A part whose namespaces the page does not need at load (an island below the fold, which
 * downloads its own when it wakes): on the server, what it uses is not named in the page's
 * `#i18n-state`, so the browser does not fetch it with the page.
 */
export function UnrecordedMessages({ children }: { children: ReactNode }) {
  return <UsedContext value={null}>{children}</UsedContext>;
}

/** The interface's language. */
export const useLanguage = (): Language => useContext(LanguageContext);

/** The locale for `Intl` in the interface's language ('en-PH', 'fil-PH'). */
export const useLocale = (): string => LOCALES[useLanguage()];

/**
 * A namespace's messages in the interface's language: `const m = useMessages('common')`, then
 * `m.footer.tagline` or, for a message with arguments, `m.footer.copyright({ year, name })`.
 */
export function useMessages<N extends Namespace>(ns: N): Messages<Catalogs[N]> {
  const lang = useLanguage();
  useContext(UsedContext)?.add(ns);
  const key = keyOf(lang, ns);
  const messages = loaded.get(key);
  if (messages) return messages as Messages<Catalogs[N]>;
  const download = loading.get(key);
  if (download?.failed) {
    loading.delete(key); // the error screen's 'Try again' downloads it anew
    throw download.failed.reason;
  }
  // Suspends by throwing the download, not with `use`: React then renders the component afresh
  // once it has come. With `use` it replays the suspended render keeping the hooks called before
  // it, and a component that, on that replay, no longer needed `use` (the namespace had come
  // meanwhile) made React throw "Update hook called on initial render" (minified #467) or stay on
  // its fallback ('Something went wrong' or 'Loading...' on a dashboard now and then); calling
  // `use` every time instead holds tests' act() scopes (it marks every render as using a promise).
  void loadMessages(lang, [ns]).catch(() => undefined); // the download thrown below says how it went
  throw loading.get(key)!;
}

/** An address in the interface's language, for a plain `<a href>` (a router `<Link>` adds it itself). */
export function useLocalHref(): (href: string) => string {
  const lang = useLanguage();
  return (href) => pathInLanguage(href, lang);
}
