import type adminCases from './en/adminCases';
import type adminContent from './en/adminContent';
import type adminCore from './en/adminCore';
import type apiAdmin1 from './en/apiAdmin1';
import type appNav from './en/appNav';
import type auth from './en/auth';
import type authPages from './en/authPages';
import type book from './en/book';
import type booking from './en/booking';
import type common from './en/common';
import type dashboard from './en/dashboard';
import type emails from './en/emails';
import type errors from './en/errors';
import type frame from './en/frame';
import type landing from './en/landing';
import type listing from './en/listing';
import type messages from './en/messages';
import type nav from './en/nav';
import type notifications from './en/notifications';
import type reviews from './en/reviews';
import type search from './en/search';
import type validation from './en/validation';

/**
 * The catalogue's namespaces (issue 34, decision 0092): each is `en/<ns>.ts` with its Filipino
 * twin `fil/<ns>.ts`. A page loads the namespaces it uses, in its language only. A new namespace
 * is a line here, in NAMESPACES and in the server's list (sources.ts).
 */
export interface Catalogs {
  adminCases: typeof adminCases;
  adminContent: typeof adminContent;
  adminCore: typeof adminCore;
  apiAdmin1: typeof apiAdmin1;
  appNav: typeof appNav;
  auth: typeof auth;
  authPages: typeof authPages;
  book: typeof book;
  booking: typeof booking;
  common: typeof common;
  dashboard: typeof dashboard;
  emails: typeof emails;
  errors: typeof errors;
  frame: typeof frame;
  landing: typeof landing;
  listing: typeof listing;
  messages: typeof messages;
  nav: typeof nav;
  notifications: typeof notifications;
  reviews: typeof reviews;
  search: typeof search;
  validation: typeof validation;
}

export type Namespace = keyof Catalogs;

export const NAMESPACES = [
  'adminCases',
  'adminContent',
  'adminCore',
  'apiAdmin1',
  'appNav',
  'auth',
  'authPages',
  'book',
  'booking',
  'common',
  'dashboard',
  'emails',
  'errors',
  'frame',
  'landing',
  'listing',
  'messages',
  'nav',
  'notifications',
  'reviews',
  'search',
  'validation',
] as const satisfies readonly Namespace[];
