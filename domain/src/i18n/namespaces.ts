import type account from './en/account';
import type adminCases from './en/adminCases';
import type adminContent from './en/adminContent';
import type adminCore from './en/adminCore';
import type adminMoney from './en/adminMoney';
import type adminNav from './en/adminNav';
import type adminPeople from './en/adminPeople';
import type adminSystem from './en/adminSystem';
import type advisories from './en/advisories';
import type agreement from './en/agreement';
import type agreementText from './en/agreementText';
import type analytics from './en/analytics';
import type announcements from './en/announcements';
import type apiAccount from './en/apiAccount';
import type apiAdmin1 from './en/apiAdmin1';
import type apiAdmin2 from './en/apiAdmin2';
import type apiAnalytics from './en/apiAnalytics';
import type apiBookings from './en/apiBookings';
import type apiGate from './en/apiGate';
import type apiListings from './en/apiListings';
import type apiMoney from './en/apiMoney';
import type apiReviews from './en/apiReviews';
import type app from './en/app';
import type appNav from './en/appNav';
import type auth from './en/auth';
import type authPages from './en/authPages';
import type book from './en/book';
import type booking from './en/booking';
import type bookingRequirements from './en/bookingRequirements';
import type common from './en/common';
import type consents from './en/consents';
import type dashboard from './en/dashboard';
import type deposits from './en/deposits';
import type dev from './en/dev';
import type disputes from './en/disputes';
import type documents from './en/documents';
import type emails from './en/emails';
import type errors from './en/errors';
import type favorites from './en/favorites';
import type frame from './en/frame';
import type gate from './en/gate';
import type guards from './en/guards';
import type handover from './en/handover';
import type hostBookings from './en/hostBookings';
import type hostListings from './en/hostListings';
import type install from './en/install';
import type landing from './en/landing';
import type landingSections from './en/landingSections';
import type legal from './en/legal';
import type listing from './en/listing';
import type listingWizard from './en/listingWizard';
import type lists from './en/lists';
import type mailAccount from './en/mailAccount';
import type mailBookings from './en/mailBookings';
import type mailMoney from './en/mailMoney';
import type mailPeople from './en/mailPeople';
import type mailStaff from './en/mailStaff';
import type mailTenancy from './en/mailTenancy';
import type messages from './en/messages';
import type nav from './en/nav';
import type notifications from './en/notifications';
import type onboarding from './en/onboarding';
import type payments from './en/payments';
import type reviewPages from './en/reviewPages';
import type reviews from './en/reviews';
import type sandboxCheckout from './en/sandboxCheckout';
import type search from './en/search';
import type tenancy from './en/tenancy';
import type ui from './en/ui';
import type validation from './en/validation';
import type wallet from './en/wallet';

/**
 * The catalogue's namespaces (issue 34, decision 0092): each is `en/<ns>.ts` with its Filipino
 * twin `fil/<ns>.ts`. A page loads the namespaces it uses, in its language only. A new namespace
 * is a line here, in NAMESPACES and in the server's list (sources.ts).
 */
export interface Catalogs {
  account: typeof account;
  adminCases: typeof adminCases;
  adminContent: typeof adminContent;
  adminCore: typeof adminCore;
  adminMoney: typeof adminMoney;
  adminNav: typeof adminNav;
  adminPeople: typeof adminPeople;
  adminSystem: typeof adminSystem;
  advisories: typeof advisories;
  agreement: typeof agreement;
  agreementText: typeof agreementText;
  analytics: typeof analytics;
  announcements: typeof announcements;
  apiAccount: typeof apiAccount;
  apiAdmin1: typeof apiAdmin1;
  apiAdmin2: typeof apiAdmin2;
  apiAnalytics: typeof apiAnalytics;
  apiBookings: typeof apiBookings;
  apiGate: typeof apiGate;
  apiListings: typeof apiListings;
  apiMoney: typeof apiMoney;
  apiReviews: typeof apiReviews;
  app: typeof app;
  appNav: typeof appNav;
  auth: typeof auth;
  authPages: typeof authPages;
  book: typeof book;
  booking: typeof booking;
  bookingRequirements: typeof bookingRequirements;
  common: typeof common;
  consents: typeof consents;
  dashboard: typeof dashboard;
  deposits: typeof deposits;
  dev: typeof dev;
  disputes: typeof disputes;
  documents: typeof documents;
  emails: typeof emails;
  errors: typeof errors;
  favorites: typeof favorites;
  frame: typeof frame;
  gate: typeof gate;
  guards: typeof guards;
  handover: typeof handover;
  hostBookings: typeof hostBookings;
  hostListings: typeof hostListings;
  install: typeof install;
  landing: typeof landing;
  landingSections: typeof landingSections;
  legal: typeof legal;
  listing: typeof listing;
  listingWizard: typeof listingWizard;
  lists: typeof lists;
  mailAccount: typeof mailAccount;
  mailBookings: typeof mailBookings;
  mailMoney: typeof mailMoney;
  mailPeople: typeof mailPeople;
  mailStaff: typeof mailStaff;
  mailTenancy: typeof mailTenancy;
  messages: typeof messages;
  nav: typeof nav;
  notifications: typeof notifications;
  onboarding: typeof onboarding;
  payments: typeof payments;
  reviewPages: typeof reviewPages;
  reviews: typeof reviews;
  sandboxCheckout: typeof sandboxCheckout;
  search: typeof search;
  tenancy: typeof tenancy;
  ui: typeof ui;
  validation: typeof validation;
  wallet: typeof wallet;
}

export type Namespace = keyof Catalogs;

export const NAMESPACES = [
  'account',
  'adminCases',
  'adminContent',
  'adminCore',
  'adminMoney',
  'adminNav',
  'adminPeople',
  'adminSystem',
  'advisories',
  'agreement',
  'agreementText',
  'analytics',
  'announcements',
  'apiAccount',
  'apiAdmin1',
  'apiAdmin2',
  'apiAnalytics',
  'apiBookings',
  'apiGate',
  'apiListings',
  'apiMoney',
  'apiReviews',
  'app',
  'appNav',
  'auth',
  'authPages',
  'book',
  'booking',
  'bookingRequirements',
  'common',
  'consents',
  'dashboard',
  'deposits',
  'dev',
  'disputes',
  'documents',
  'emails',
  'errors',
  'favorites',
  'frame',
  'gate',
  'guards',
  'handover',
  'hostBookings',
  'hostListings',
  'install',
  'landing',
  'landingSections',
  'legal',
  'listing',
  'listingWizard',
  'lists',
  'mailAccount',
  'mailBookings',
  'mailMoney',
  'mailPeople',
  'mailStaff',
  'mailTenancy',
  'messages',
  'nav',
  'notifications',
  'onboarding',
  'payments',
  'reviewPages',
  'reviews',
  'sandboxCheckout',
  'search',
  'tenancy',
  'ui',
  'validation',
  'wallet',
] as const satisfies readonly Namespace[];
