import type book from './en/book';
import type booking from './en/booking';
import type common from './en/common';
import type listing from './en/listing';

/**
 * The catalogue's namespaces (issue 34, decision 0092): each is `en/<ns>.ts` with its Filipino
 * twin `fil/<ns>.ts`. A page loads the namespaces it uses, in its language only. A new namespace
 * is a line here, in NAMESPACES and in the server's list (sources.ts).
 */
export interface Catalogs {
  book: typeof book;
  booking: typeof booking;
  common: typeof common;
  listing: typeof listing;
}

export type Namespace = keyof Catalogs;

export const NAMESPACES = ['book', 'booking', 'common', 'listing'] as const satisfies readonly Namespace[];
