import type { Language } from './languages';
import type { Catalogs, Namespace } from './namespaces';
import enCommon from './en/common';
import filCommon from './fil/common';
import enListing from './en/listing';
import filListing from './fil/listing';
import enReviews from './en/reviews';
import filReviews from './fil/reviews';
import enSearch from './en/search';
import filSearch from './fil/search';

/**
 * Every namespace's source in every language, for the server (emails, SMS, push, the pages it
 * writes itself). The web app never imports this: it loads the active language's compiled
 * namespaces one by one (web/src/lib/i18n.tsx).
 */
export const catalogSources: Record<Language, { [N in Namespace]: Catalogs[N] | object }> = {
  en: { common: enCommon, listing: enListing, reviews: enReviews, search: enSearch },
  fil: { common: filCommon, listing: filListing, reviews: filReviews, search: filSearch },
};
