import type account from './en/account';
import type advisories from './en/advisories';
import type agreement from './en/agreement';
import type agreementText from './en/agreementText';
import type announcements from './en/announcements';
import type apiAccount from './en/apiAccount';
import type apiBookings from './en/apiBookings';
import type apiGate from './en/apiGate';
import type appNav from './en/appNav';
import type auth from './en/auth';
import type authPages from './en/authPages';
import type book from './en/book';
import type booking from './en/booking';
import type common from './en/common';
import type consents from './en/consents';
import type dashboard from './en/dashboard';
import type deposits from './en/deposits';
import type dev from './en/dev';
import type documents from './en/documents';
import type emails from './en/emails';
import type errors from './en/errors';
import type favorites from './en/favorites';
import type frame from './en/frame';
import type gate from './en/gate';
import type handover from './en/handover';
import type hostBookings from './en/hostBookings';
import type landing from './en/landing';
import type listing from './en/listing';
import type messages from './en/messages';
import type nav from './en/nav';
import type notifications from './en/notifications';
import type onboarding from './en/onboarding';
import type reviews from './en/reviews';
import type sandboxCheckout from './en/sandboxCheckout';
import type search from './en/search';
import type tenancy from './en/tenancy';
import type validation from './en/validation';

/**
 * The catalogue's namespaces (issue 34, decision 0092): each is `en/<ns>.ts` with its Filipino
 * twin `fil/<ns>.ts`. A page loads the namespaces it uses, in its language only. A new namespace
 * is a line here, in NAMESPACES and in the server's list (sources.ts).
 */
export interface Catalogs {
  account: typeof account;
  advisories: typeof advisories;
  agreement: typeof agreement;
  agreementText: typeof agreementText;
  announcements: typeof announcements;
  apiAccount: typeof apiAccount;
  apiBookings: typeof apiBookings;
  apiGate: typeof apiGate;
  appNav: typeof appNav;
  auth: typeof auth;
  authPages: typeof authPages;
  book: typeof book;
  booking: typeof booking;
  common: typeof common;
  consents: typeof consents;
  dashboard: typeof dashboard;
  deposits: typeof deposits;
  dev: typeof dev;
  documents: typeof documents;
  emails: typeof emails;
  errors: typeof errors;
  favorites: typeof favorites;
  frame: typeof frame;
  gate: typeof gate;
  handover: typeof handover;
  hostBookings: typeof hostBookings;
  landing: typeof landing;
  listing: typeof listing;
  messages: typeof messages;
  nav: typeof nav;
  notifications: typeof notifications;
  onboarding: typeof onboarding;
  reviews: typeof reviews;
  sandboxCheckout: typeof sandboxCheckout;
  search: typeof search;
  tenancy: typeof tenancy;
  validation: typeof validation;
}

export type Namespace = keyof Catalogs;

export const NAMESPACES = [
  'account',
  'advisories',
  'agreement',
  'agreementText',
  'announcements',
  'apiAccount',
  'apiBookings',
  'apiGate',
  'appNav',
  'auth',
  'authPages',
  'book',
  'booking',
  'common',
  'consents',
  'dashboard',
  'deposits',
  'dev',
  'documents',
  'emails',
  'errors',
  'favorites',
  'frame',
  'gate',
  'handover',
  'hostBookings',
  'landing',
  'listing',
  'messages',
  'nav',
  'notifications',
  'onboarding',
  'reviews',
  'sandboxCheckout',
  'search',
  'tenancy',
  'validation',
] as const satisfies readonly Namespace[];
