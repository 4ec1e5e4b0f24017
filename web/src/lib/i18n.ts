import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@espasyo/domain/messages/en';

type Tree = { [key: string]: string | Tree };

/**
 * i18next gets the plain strings of the shared message catalogue so that components can
 * move to `t('auth.signingIn')` when Filipino arrives (design §11). Parametrised messages
 * stay functions in the catalogue and are called directly until then.
 */
function stringsOnly(obj: object): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(obj)) {
    if (typeof value === 'string') out[key] = value;
    else if (value && typeof value === 'object') out[key] = stringsOnly(value);
  }
  return out;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: stringsOnly(en) } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'fil'],
  interpolation: { escapeValue: false }, // React already escapes
  returnNull: false,
});

export default i18n;
