import type { Language } from './languages';
import type { Catalogs, Namespace } from './namespaces';
import enAccount from './en/account';
import filAccount from './fil/account';
import enAdminCases from './en/adminCases';
import filAdminCases from './fil/adminCases';
import enAdminContent from './en/adminContent';
import filAdminContent from './fil/adminContent';
import enAdminCore from './en/adminCore';
import filAdminCore from './fil/adminCore';
import enAdminMoney from './en/adminMoney';
import filAdminMoney from './fil/adminMoney';
import enAdminNav from './en/adminNav';
import filAdminNav from './fil/adminNav';
import enAdminPeople from './en/adminPeople';
import filAdminPeople from './fil/adminPeople';
import enAdminSystem from './en/adminSystem';
import filAdminSystem from './fil/adminSystem';
import enAdvisories from './en/advisories';
import filAdvisories from './fil/advisories';
import enAgreement from './en/agreement';
import filAgreement from './fil/agreement';
import enAgreementText from './en/agreementText';
import filAgreementText from './fil/agreementText';
import enAnalytics from './en/analytics';
import filAnalytics from './fil/analytics';
import enAnnouncements from './en/announcements';
import filAnnouncements from './fil/announcements';
import enApiAccount from './en/apiAccount';
import filApiAccount from './fil/apiAccount';
import enApiAdmin1 from './en/apiAdmin1';
import filApiAdmin1 from './fil/apiAdmin1';
import enApiAdmin2 from './en/apiAdmin2';
import filApiAdmin2 from './fil/apiAdmin2';
import enApiAnalytics from './en/apiAnalytics';
import filApiAnalytics from './fil/apiAnalytics';
import enApiBookings from './en/apiBookings';
import filApiBookings from './fil/apiBookings';
import enApiGate from './en/apiGate';
import filApiGate from './fil/apiGate';
import enApiListings from './en/apiListings';
import filApiListings from './fil/apiListings';
import enApiMoney from './en/apiMoney';
import filApiMoney from './fil/apiMoney';
import enApiReviews from './en/apiReviews';
import filApiReviews from './fil/apiReviews';
import enApp from './en/app';
import filApp from './fil/app';
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
import enBookingRequirements from './en/bookingRequirements';
import filBookingRequirements from './fil/bookingRequirements';
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
import enDisputes from './en/disputes';
import filDisputes from './fil/disputes';
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
import enGuards from './en/guards';
import filGuards from './fil/guards';
import enHandover from './en/handover';
import filHandover from './fil/handover';
import enHostBookings from './en/hostBookings';
import filHostBookings from './fil/hostBookings';
import enHostListings from './en/hostListings';
import filHostListings from './fil/hostListings';
import enInstall from './en/install';
import filInstall from './fil/install';
import enLanding from './en/landing';
import filLanding from './fil/landing';
import enLandingSections from './en/landingSections';
import filLandingSections from './fil/landingSections';
import enLegal from './en/legal';
import filLegal from './fil/legal';
import enListing from './en/listing';
import filListing from './fil/listing';
import enListingWizard from './en/listingWizard';
import filListingWizard from './fil/listingWizard';
import enLists from './en/lists';
import filLists from './fil/lists';
import enMailAccount from './en/mailAccount';
import filMailAccount from './fil/mailAccount';
import enMailBookings from './en/mailBookings';
import filMailBookings from './fil/mailBookings';
import enMailMoney from './en/mailMoney';
import filMailMoney from './fil/mailMoney';
import enMailPeople from './en/mailPeople';
import filMailPeople from './fil/mailPeople';
import enMailStaff from './en/mailStaff';
import filMailStaff from './fil/mailStaff';
import enMailTenancy from './en/mailTenancy';
import filMailTenancy from './fil/mailTenancy';
import enMessages from './en/messages';
import filMessages from './fil/messages';
import enNav from './en/nav';
import filNav from './fil/nav';
import enNotifications from './en/notifications';
import filNotifications from './fil/notifications';
import enOnboarding from './en/onboarding';
import filOnboarding from './fil/onboarding';
import enPayments from './en/payments';
import filPayments from './fil/payments';
import enReviewPages from './en/reviewPages';
import filReviewPages from './fil/reviewPages';
import enReviews from './en/reviews';
import filReviews from './fil/reviews';
import enSandboxCheckout from './en/sandboxCheckout';
import filSandboxCheckout from './fil/sandboxCheckout';
import enSearch from './en/search';
import filSearch from './fil/search';
import enTenancy from './en/tenancy';
import filTenancy from './fil/tenancy';
import enUi from './en/ui';
import filUi from './fil/ui';
import enValidation from './en/validation';
import filValidation from './fil/validation';
import enWallet from './en/wallet';
import filWallet from './fil/wallet';

/**
 * Every namespace's source in every language, for the server (emails, SMS, push, the pages it
 * writes itself). The web app never imports this: it loads the active language's compiled
 * namespaces one by one (web/src/lib/i18n.tsx).
 */
export const catalogSources: Record<Language, { [N in Namespace]: Catalogs[N] | object }> = {
  en: {
    account: enAccount,
    adminCases: enAdminCases,
    adminContent: enAdminContent,
    adminCore: enAdminCore,
    adminMoney: enAdminMoney,
    adminNav: enAdminNav,
    adminPeople: enAdminPeople,
    adminSystem: enAdminSystem,
    advisories: enAdvisories,
    agreement: enAgreement,
    agreementText: enAgreementText,
    analytics: enAnalytics,
    announcements: enAnnouncements,
    apiAccount: enApiAccount,
    apiAdmin1: enApiAdmin1,
    apiAdmin2: enApiAdmin2,
    apiAnalytics: enApiAnalytics,
    apiBookings: enApiBookings,
    apiGate: enApiGate,
    apiListings: enApiListings,
    apiMoney: enApiMoney,
    apiReviews: enApiReviews,
    app: enApp,
    appNav: enAppNav,
    auth: enAuth,
    authPages: enAuthPages,
    book: enBook,
    booking: enBooking,
    bookingRequirements: enBookingRequirements,
    common: enCommon,
    consents: enConsents,
    dashboard: enDashboard,
    deposits: enDeposits,
    dev: enDev,
    disputes: enDisputes,
    documents: enDocuments,
    emails: enEmails,
    errors: enErrors,
    favorites: enFavorites,
    frame: enFrame,
    gate: enGate,
    guards: enGuards,
    handover: enHandover,
    hostBookings: enHostBookings,
    hostListings: enHostListings,
    install: enInstall,
    landing: enLanding,
    landingSections: enLandingSections,
    legal: enLegal,
    listing: enListing,
    listingWizard: enListingWizard,
    lists: enLists,
    mailAccount: enMailAccount,
    mailBookings: enMailBookings,
    mailMoney: enMailMoney,
    mailPeople: enMailPeople,
    mailStaff: enMailStaff,
    mailTenancy: enMailTenancy,
    messages: enMessages,
    nav: enNav,
    notifications: enNotifications,
    onboarding: enOnboarding,
    payments: enPayments,
    reviewPages: enReviewPages,
    reviews: enReviews,
    sandboxCheckout: enSandboxCheckout,
    search: enSearch,
    tenancy: enTenancy,
    ui: enUi,
    validation: enValidation,
    wallet: enWallet,
  },
  fil: {
    account: filAccount,
    adminCases: filAdminCases,
    adminContent: filAdminContent,
    adminCore: filAdminCore,
    adminMoney: filAdminMoney,
    adminNav: filAdminNav,
    adminPeople: filAdminPeople,
    adminSystem: filAdminSystem,
    advisories: filAdvisories,
    agreement: filAgreement,
    agreementText: filAgreementText,
    analytics: filAnalytics,
    announcements: filAnnouncements,
    apiAccount: filApiAccount,
    apiAdmin1: filApiAdmin1,
    apiAdmin2: filApiAdmin2,
    apiAnalytics: filApiAnalytics,
    apiBookings: filApiBookings,
    apiGate: filApiGate,
    apiListings: filApiListings,
    apiMoney: filApiMoney,
    apiReviews: filApiReviews,
    app: filApp,
    appNav: filAppNav,
    auth: filAuth,
    authPages: filAuthPages,
    book: filBook,
    booking: filBooking,
    bookingRequirements: filBookingRequirements,
    common: filCommon,
    consents: filConsents,
    dashboard: filDashboard,
    deposits: filDeposits,
    dev: filDev,
    disputes: filDisputes,
    documents: filDocuments,
    emails: filEmails,
    errors: filErrors,
    favorites: filFavorites,
    frame: filFrame,
    gate: filGate,
    guards: filGuards,
    handover: filHandover,
    hostBookings: filHostBookings,
    hostListings: filHostListings,
    install: filInstall,
    landing: filLanding,
    landingSections: filLandingSections,
    legal: filLegal,
    listing: filListing,
    listingWizard: filListingWizard,
    lists: filLists,
    mailAccount: filMailAccount,
    mailBookings: filMailBookings,
    mailMoney: filMailMoney,
    mailPeople: filMailPeople,
    mailStaff: filMailStaff,
    mailTenancy: filMailTenancy,
    messages: filMessages,
    nav: filNav,
    notifications: filNotifications,
    onboarding: filOnboarding,
    payments: filPayments,
    reviewPages: filReviewPages,
    reviews: filReviews,
    sandboxCheckout: filSandboxCheckout,
    search: filSearch,
    tenancy: filTenancy,
    ui: filUi,
    validation: filValidation,
    wallet: filWallet,
  },
};
