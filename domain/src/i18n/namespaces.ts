import type analytics from './en/analytics';
import type apiAnalytics from './en/apiAnalytics';
import type apiReviews from './en/apiReviews';
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
import type legal from './en/legal';
import type listing from './en/listing';
import type lists from './en/lists';
import type messages from './en/messages';
import type nav from './en/nav';
import type notifications from './en/notifications';
import type reviewPages from './en/reviewPages';
import type reviews from './en/reviews';
import type search from './en/search';
import type validation from './en/validation';

/**
 * The catalogue's namespaces (issue 34, decision 0092): each is `en/<ns>.ts` with its Filipino
 * twin `fil/<ns>.ts`. A page loads the namespaces it uses, in its language only. A new namespace
 * is a line here, in NAMESPACES and in the server's list (sources.ts).
 */
export interface Catalogs {
  analytics: typeof analytics;
  apiAnalytics: typeof apiAnalytics;
  apiReviews: typeof apiReviews;
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
  legal: typeof legal;
  listing: typeof listing;
  lists: typeof lists;
  messages: typeof messages;
  nav: typeof nav;
  notifications: typeof notifications;
  reviewPages: typeof reviewPages;
  reviews: typeof reviews;
  search: typeof search;
  validation: typeof validation;
}

export type Namespace = keyof Catalogs;

export const NAMESPACES = [
  'analytics',
  'apiAnalytics',
  'apiReviews',
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
  'legal',
  'listing',
  'lists',
  'messages',
  'nav',
  'notifications',
  'reviewPages',
  'reviews',
  'search',
  'validation',
] as const satisfies readonly Namespace[];
