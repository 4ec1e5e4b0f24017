import type auth from './en/auth';
import type authPages from './en/authPages';
import type common from './en/common';
import type listing from './en/listing';
import type validation from './en/validation';

/**
 * The catalogue's namespaces (issue 34, decision 0092): each is `en/<ns>.ts` with its Filipino
 * twin `fil/<ns>.ts`. A page loads the namespaces it uses, in its language only. A new namespace
 * is a line here, in NAMESPACES and in the server's list (sources.ts).
 */
export interface Catalogs {
  auth: typeof auth;
  authPages: typeof authPages;
  common: typeof common;
  listing: typeof listing;
  validation: typeof validation;
}

export type Namespace = keyof Catalogs;

export const NAMESPACES = [
  'auth',
  'authPages',
  'common',
  'listing',
  'validation',
] as const satisfies readonly Namespace[];
