import type { MeResult } from './auth';
import type { PublicSettings } from './settings';
import type { Language } from '../i18n/languages';

/**
 * The contract between the server and the web app's server renderer (web/src/entry-server.tsx,
 * built by Vite into web/dist-ssr/; decision 0026). The server resolves what every page needs
 * before it renders (the caller's session and the public settings) and hands it over; the
 * renderer answers the page's HTML, or null when the route starts from the light shell instead
 * (signed-in areas).
 */
export interface PageRenderInput {
  /** The request's path and query, e.g. '/signin?next=%2Fclient'. */
  url: string;
  /** The public address (env PUBLIC_URL): canonical and Open Graph URLs are made with it. */
  origin: string;
  me: MeResult;
  settings: PublicSettings;
  /** The page's language: its address's ('/fil/…' is Filipino; issue 34). English when absent. */
  lang?: Language;
  /**
   * A GET of the API as the caller (their session), answered inside the server: the data a
   * page declares it needs (its route's `prefetch`) is read through it before rendering.
   */
  fetchApi: (path: string) => Promise<{ status: number; data: unknown }>;
}

export interface RenderedPage {
  /** 200, or 404 for the not-found page and for a page whose own data is not found. */
  status: number;
  /** Tags for `<head>`: title, description, canonical, Open Graph, preloads. */
  head: string;
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The page modules rendered (ids as in web/src/app/pages.tsx), to preload their chunks. */
  pages: string[];
  /** The dehydrated server state (TanStack Query) the browser starts from, as JSON text. */
  state: string;
  /** The catalogue's namespaces the page used, for the browser to load before it hydrates (the frame's when absent). */
  namespaces?: string[];
}

export type PageRenderer = (input: PageRenderInput) => Promise<RenderedPage | null>;

/** The id of the `<script type="application/json">` that carries `RenderedPage.state`. */
export const SERVER_STATE_ID = 'server-state';

/**
 * What the light shell (a page the server does not render: the signed-in areas) comes with, so
 * that its first render needs no request for them (decision 0062): the caller's session, as GET
 * /api/auth/me answers it, and the public settings. In `<script type="application/json" id=SHELL_STATE_ID>`.
 */
export interface ShellState {
  me: MeResult;
  settings: PublicSettings;
}

export const SHELL_STATE_ID = 'shell-state';

/**
 * The header on every page the server sends (issue 35, decision 0093), read by the service worker
 * (web/src/sw): `public` for a page rendered for anyone to read (the landing page, search, a
 * listing, the legal pages), which it shows at once from its cache and fetches again behind it;
 * `shell` for the signed-in areas' shell, which it shows only when the network does not answer.
 */
export const PAGE_KIND_HEADER = 'x-espasyo-page';
export type PageKind = 'public' | 'shell';

/**
 * The header the service worker adds to an API answer it took from its cache because the network
 * did not answer: when that answer was fetched (its Date), ISO 8601. The app says "Offline — shown
 * as of 10:42" from it (web/src/lib/offline-answers.ts).
 */
export const CACHED_AT_HEADER = 'x-espasyo-cached-at';

/**
 * The `<script type="application/json">` with the message catalogue of the page's language
 * (`<html lang>`; issue 34): the namespaces the page needs from the start, and the address of every
 * namespace's chunk in that language (I18nState).
 */
export const I18N_STATE_ID = 'i18n-state';

export interface I18nState {
  namespaces: string[];
  /** Namespace → its chunk's address, e.g. { landing: '/assets/landing-Ab12.js' }. */
  urls: Record<string, string>;
}

/** The namespaces every page's frame uses (the light shell loads them before its first render). */
export const FRAME_NAMESPACES = ['common', 'frame', 'nav'];

/**
 * The event the document gets once React has taken over a server-rendered page (`<html
 * data-hydrated>`): the boot script then sends the form a person sent before, which it held.
 */
export const LIVE_EVENT = 'espasyo:live';
