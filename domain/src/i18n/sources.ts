import type { Language } from './languages';
import type { Catalogs, Namespace } from './namespaces';
import enAuth from './en/auth';
import filAuth from './fil/auth';
import enAuthPages from './en/authPages';
import filAuthPages from './fil/authPages';
import enCommon from './en/common';
import filCommon from './fil/common';
import enListing from './en/listing';
import filListing from './fil/listing';
import enValidation from './en/validation';
import filValidation from './fil/validation';

/**
 * Every namespace's source in every language, for the server (emails, SMS, push, the pages it
 * writes itself). The web app never imports this: it loads the active language's compiled
 * namespaces one by one (web/src/lib/i18n.tsx).
 */
export const catalogSources: Record<Language, { [N in Namespace]: Catalogs[N] | object }> = {
  en: {
    auth: enAuth,
    authPages: enAuthPages,
    common: enCommon,
    listing: enListing,
    validation: enValidation,
  },
  fil: {
    auth: filAuth,
    authPages: filAuthPages,
    common: filCommon,
    listing: filListing,
    validation: filValidation,
  },
};
