import type appNav from './en/appNav';
import type common from './en/common';
import type frame from './en/frame';
import type landing from './en/landing';
import type listing from './en/listing';
import type nav from './en/nav';

/**
 * The catalogue's namespaces (issue 34, decision 0092): each is `en/<ns>.ts` with its Filipino
 * twin `fil/<ns>.ts`. A page loads the namespaces it uses, in its language only. A new namespace
 * is a line here, in NAMESPACES and in the server's list (sources.ts).
 */
export interface Catalogs {
  appNav: typeof appNav;
  common: typeof common;
  frame: typeof frame;
  landing: typeof landing;
  listing: typeof listing;
  nav: typeof nav;
}

export type Namespace = keyof Catalogs;

export const NAMESPACES = [
  'appNav',
  'common',
  'frame',
  'landing',
  'listing',
  'nav',
] as const satisfies readonly Namespace[];
