import type { Language } from './languages';
import type { Catalogs, Namespace } from './namespaces';
import enCommon from './en/common';
import filCommon from './fil/common';
import enDashboard from './en/dashboard';
import filDashboard from './fil/dashboard';
import enListing from './en/listing';
import filListing from './fil/listing';
import enMessages from './en/messages';
import filMessages from './fil/messages';
import enNotifications from './en/notifications';
import filNotifications from './fil/notifications';

/**
 * Every namespace's source in every language, for the server (emails, SMS, push, the pages it
 * writes itself). The web app never imports this: it loads the active language's compiled
 * namespaces one by one (web/src/lib/i18n.tsx).
 */
export const catalogSources: Record<Language, { [N in Namespace]: Catalogs[N] | object }> = {
  en: {
    common: enCommon,
    dashboard: enDashboard,
    listing: enListing,
    messages: enMessages,
    notifications: enNotifications,
  },
  fil: {
    common: filCommon,
    dashboard: filDashboard,
    listing: filListing,
    messages: filMessages,
    notifications: filNotifications,
  },
};
