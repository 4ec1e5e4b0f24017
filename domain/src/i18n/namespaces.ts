import type agreement from './en/agreement';
import type apiBookings from './en/apiBookings';
import type appNav from './en/appNav';
import type auth from './en/auth';
import type authPages from './en/authPages';
import type book from './en/book';
import type booking from './en/booking';
import type common from './en/common';
import type dashboard from './en/dashboard';
import type deposits from './en/deposits';
import type emails from './en/emails';
import type errors from './en/errors';
import type frame from './en/frame';
import type handover from './en/handover';
import type hostBookings from './en/hostBookings';
import type landing from './en/landing';
import type listing from './en/listing';
import type messages from './en/messages';
import type nav from './en/nav';
import type notifications from './en/notifications';
import type reviews from './en/reviews';
import type search from './en/search';
import type tenancy from './en/tenancy';
import type validation from './en/validation';

/**
 * The catalogue's namespaces (issue 34, decision 0092): each is `en/<ns>.ts` with its Filipino
 * twin `fil/<ns>.ts`. A page loads the namespaces it uses, in its language only. A new namespace
 * is a line here, in NAMESPACES and in the server's list (sources.ts).
 */
export interface Catalogs {
  agreement: typeof agreement;
  apiBookings: typeof apiBookings;
  appNav: typeof appNav;
  auth: typeof auth;
  authPages: typeof authPages;
  book: typeof book;
  booking: typeof booking;
  common: typeof common;
  dashboard: typeof dashboard;
  deposits: typeof deposits;
  emails: typeof emails;
  errors: typeof errors;
  frame: typeof frame;
  handover: typeof handover;
  hostBookings: typeof hostBookings;
  landing: typeof landing;
  listing: typeof listing;
  messages: typeof messages;
  nav: typeof nav;
  notifications: typeof notifications;
  reviews: typeof reviews;
  search: typeof search;
  tenancy: typeof tenancy;
  validation: typeof validation;
}

export type Namespace = keyof Catalogs;

export const NAMESPACES = [
  'agreement',
  'apiBookings',
  'appNav',
  'auth',
  'authPages',
  'book',
  'booking',
  'common',
  'dashboard',
  'deposits',
  'emails',
  'errors',
  'frame',
  'handover',
  'hostBookings',
  'landing',
  'listing',
  'messages',
  'nav',
  'notifications',
  'reviews',
  'search',
  'tenancy',
  'validation',
] as const satisfies readonly Namespace[];
