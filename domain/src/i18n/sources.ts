import type { Language } from './languages';
import type { Catalogs, Namespace } from './namespaces';
import enBook from './en/book';
import filBook from './fil/book';
import enBooking from './en/booking';
import filBooking from './fil/booking';
import enCommon from './en/common';
import filCommon from './fil/common';
import enListing from './en/listing';
import filListing from './fil/listing';

/**
 * Every namespace's source in every language, for the server (emails, SMS, push, the pages it
 * writes itself). The web app never imports this: it loads the active language's compiled
 * namespaces one by one (web/src/lib/i18n.tsx).
 */
export const catalogSources: Record<Language, { [N in Namespace]: Catalogs[N] | object }> = {
  en: { book: enBook, booking: enBooking, common: enCommon, listing: enListing },
  fil: { book: filBook, booking: filBooking, common: filCommon, listing: filListing },
};
