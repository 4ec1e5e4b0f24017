import type { Language } from './languages';
import type { Catalogs, Namespace } from './namespaces';
import enAdminCases from './en/adminCases';
import filAdminCases from './fil/adminCases';
import enAdminContent from './en/adminContent';
import filAdminContent from './fil/adminContent';
import enAdminCore from './en/adminCore';
import filAdminCore from './fil/adminCore';
import enApiAdmin1 from './en/apiAdmin1';
import filApiAdmin1 from './fil/apiAdmin1';
import enAppNav from './en/appNav';
import filAppNav from './fil/appNav';
import enAuth from './en/auth';
import filAuth from './fil/auth';
import enAuthPages from './en/authPages';
import filAuthPages from './fil/authPages';
import enBook from './en/book';
import filBook from './fil/book';
import enBooking from './en/booking';
import filBooking from './fil/booking';
import enCommon from './en/common';
import filCommon from './fil/common';
import enDashboard from './en/dashboard';
import filDashboard from './fil/dashboard';
import enEmails from './en/emails';
import filEmails from './fil/emails';
import enErrors from './en/errors';
import filErrors from './fil/errors';
import enFrame from './en/frame';
import filFrame from './fil/frame';
import enLanding from './en/landing';
import filLanding from './fil/landing';
import enListing from './en/listing';
import filListing from './fil/listing';
import enMessages from './en/messages';
import filMessages from './fil/messages';
import enNav from './en/nav';
import filNav from './fil/nav';
import enNotifications from './en/notifications';
import filNotifications from './fil/notifications';
import enReviews from './en/reviews';
import filReviews from './fil/reviews';
import enSearch from './en/search';
import filSearch from './fil/search';
import enValidation from './en/validation';
import filValidation from './fil/validation';

/**
 * Every namespace's source in every language, for the server (emails, SMS, push, the pages it
 * writes itself). The web app never imports this: it loads the active language's compiled
 * namespaces one by one (web/src/lib/i18n.tsx).
 */
export const catalogSources: Record<Language, { [N in Namespace]: Catalogs[N] | object }> = {
  en: {
    adminCases: enAdminCases,
    adminContent: enAdminContent,
    adminCore: enAdminCore,
    apiAdmin1: enApiAdmin1,
    appNav: enAppNav,
    auth: enAuth,
    authPages: enAuthPages,
    book: enBook,
    booking: enBooking,
    common: enCommon,
    dashboard: enDashboard,
    emails: enEmails,
    errors: enErrors,
    frame: enFrame,
    landing: enLanding,
    listing: enListing,
    messages: enMessages,
    nav: enNav,
    notifications: enNotifications,
    reviews: enReviews,
    search: enSearch,
    validation: enValidation,
  },
  fil: {
    adminCases: filAdminCases,
    adminContent: filAdminContent,
    adminCore: filAdminCore,
    apiAdmin1: filApiAdmin1,
    appNav: filAppNav,
    auth: filAuth,
    authPages: filAuthPages,
    book: filBook,
    booking: filBooking,
    common: filCommon,
    dashboard: filDashboard,
    emails: filEmails,
    errors: filErrors,
    frame: filFrame,
    landing: filLanding,
    listing: filListing,
    messages: filMessages,
    nav: filNav,
    notifications: filNotifications,
    reviews: filReviews,
    search: filSearch,
    validation: filValidation,
  },
};
