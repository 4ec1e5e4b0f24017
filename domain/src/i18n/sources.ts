import type { Language } from './languages';
import type { Catalogs, Namespace } from './namespaces';
import enAccount from './en/account';
import filAccount from './fil/account';
import enAdvisories from './en/advisories';
import filAdvisories from './fil/advisories';
import enAgreement from './en/agreement';
import filAgreement from './fil/agreement';
import enAgreementText from './en/agreementText';
import filAgreementText from './fil/agreementText';
import enAnnouncements from './en/announcements';
import filAnnouncements from './fil/announcements';
import enApiAccount from './en/apiAccount';
import filApiAccount from './fil/apiAccount';
import enApiBookings from './en/apiBookings';
import filApiBookings from './fil/apiBookings';
import enApiGate from './en/apiGate';
import filApiGate from './fil/apiGate';
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
import enConsents from './en/consents';
import filConsents from './fil/consents';
import enDashboard from './en/dashboard';
import filDashboard from './fil/dashboard';
import enDeposits from './en/deposits';
import filDeposits from './fil/deposits';
import enDev from './en/dev';
import filDev from './fil/dev';
import enDocuments from './en/documents';
import filDocuments from './fil/documents';
import enEmails from './en/emails';
import filEmails from './fil/emails';
import enErrors from './en/errors';
import filErrors from './fil/errors';
import enFavorites from './en/favorites';
import filFavorites from './fil/favorites';
import enFrame from './en/frame';
import filFrame from './fil/frame';
import enGate from './en/gate';
import filGate from './fil/gate';
import enHandover from './en/handover';
import filHandover from './fil/handover';
import enHostBookings from './en/hostBookings';
import filHostBookings from './fil/hostBookings';
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
import enOnboarding from './en/onboarding';
import filOnboarding from './fil/onboarding';
import enReviews from './en/reviews';
import filReviews from './fil/reviews';
import enSandboxCheckout from './en/sandboxCheckout';
import filSandboxCheckout from './fil/sandboxCheckout';
import enSearch from './en/search';
import filSearch from './fil/search';
import enTenancy from './en/tenancy';
import filTenancy from './fil/tenancy';
import enValidation from './en/validation';
import filValidation from './fil/validation';

/**
 * Every namespace's source in every language, for the server (emails, SMS, push, the pages it
 * writes itself). The web app never imports this: it loads the active language's compiled
 * namespaces one by one (web/src/lib/i18n.tsx).
 */
export const catalogSources: Record<Language, { [N in Namespace]: Catalogs[N] | object }> = {
  en: {
    account: enAccount,
    advisories: enAdvisories,
    agreement: enAgreement,
    agreementText: enAgreementText,
    announcements: enAnnouncements,
    apiAccount: enApiAccount,
    apiBookings: enApiBookings,
    apiGate: enApiGate,
    appNav: enAppNav,
    auth: enAuth,
    authPages: enAuthPages,
    book: enBook,
    booking: enBooking,
    common: enCommon,
    consents: enConsents,
    dashboard: enDashboard,
    deposits: enDeposits,
    dev: enDev,
    documents: enDocuments,
    emails: enEmails,
    errors: enErrors,
    favorites: enFavorites,
    frame: enFrame,
    gate: enGate,
    handover: enHandover,
    hostBookings: enHostBookings,
    landing: enLanding,
    listing: enListing,
    messages: enMessages,
    nav: enNav,
    notifications: enNotifications,
    onboarding: enOnboarding,
    reviews: enReviews,
    sandboxCheckout: enSandboxCheckout,
    search: enSearch,
    tenancy: enTenancy,
    validation: enValidation,
  },
  fil: {
    account: filAccount,
    advisories: filAdvisories,
    agreement: filAgreement,
    agreementText: filAgreementText,
    announcements: filAnnouncements,
    apiAccount: filApiAccount,
    apiBookings: filApiBookings,
    apiGate: filApiGate,
    appNav: filAppNav,
    auth: filAuth,
    authPages: filAuthPages,
    book: filBook,
    booking: filBooking,
    common: filCommon,
    consents: filConsents,
    dashboard: filDashboard,
    deposits: filDeposits,
    dev: filDev,
    documents: filDocuments,
    emails: filEmails,
    errors: filErrors,
    favorites: filFavorites,
    frame: filFrame,
    gate: filGate,
    handover: filHandover,
    hostBookings: filHostBookings,
    landing: filLanding,
    listing: filListing,
    messages: filMessages,
    nav: filNav,
    notifications: filNotifications,
    onboarding: filOnboarding,
    reviews: filReviews,
    sandboxCheckout: filSandboxCheckout,
    search: filSearch,
    tenancy: filTenancy,
    validation: filValidation,
  },
};
