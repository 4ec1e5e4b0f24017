import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@espasyo/domain/messages/en';

type Tree = { [key: string]: string | Tree };

/**
 * i18next gets the plain strings of the shared message catalogue so that components can
 * move to `t('auth.signingIn')` when Filipino arrives (docs/product/ground-rules.md#languages-and-accessibility). Parametrised messages
 * stay functions in the catalogue and are called directly until then.
 */
export function stringsOnly(obj: object): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(obj)) {
    if (typeof value === 'string') out[key] = value;
    else if (value && typeof value === 'object') out[key] = stringsOnly(value);
  }
  return out;
}

export type Catalogues = Partial<Record<string, () => Promise<object>>>;

/**
 * English is in the first download; each other language's catalogue is fetched the first time
 * that language is chosen (`i18n.changeLanguage('fil')`), so no page downloads a language it
 * does not show. A catalogue is a lazy `import()` of its domain module, e.g.
 * `fil: () => import('@espasyo/domain/messages/fil').then((m) => m.fil)` once that file exists.
 */
const catalogues: Catalogues = {};

/** An i18next backend that reads a language's strings from its lazily imported catalogue. */
export function catalogueBackend(from: Catalogues): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, _namespace: string, callback: ReadCallback) {
      const load = from[language];
      if (!load) return callback(null, {});
      load().then(
        (catalogue) => callback(null, stringsOnly(catalogue)),
        (error: Error) => callback(error, false),
      );
    },
  };
}

void i18n
  .use(catalogueBackend(catalogues))
  .use(initReactI18next)
  .init({
    resources: { en: { translation: stringsOnly(en) } },
    partialBundledLanguages: true, // the bundled English, the backend for the rest
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'fil'],
    interpolation: { escapeValue: false }, // React already escapes
    returnNull: false,
  });

export default i18n;
