import { Suspense, use, type ComponentType } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import type { PageModule } from './area-pages';

/**
 * The public pages' modules (`features/<name>/routes/<page>.tsx`), each its own chunk, fetched
 * on first visit. A page is named by its path under features/ without the extension
 * ('landing/routes/landing'): the route table names it, the server finds the page's chunk in
 * the build manifest by it (src/features/<id>.tsx) to preload it with the server-rendered HTML.
 * The signed-in areas' pages are listed in area-pages.ts, a chunk of its own fetched with the
 * first of them, so that a public page does not carry their list (issue 30's JavaScript budget).
 * The test and debug pages exist only in development builds (docs/product/ground-rules.md): the branch
 * is dropped from production bundles.
 */
const publicModules: Record<string, () => Promise<PageModule>> = {
  ...import.meta.glob<PageModule>([
    '../features/{landing,auth,legal}/routes/*.tsx',
    '../features/browse/routes/spaces.tsx',
    '../features/advisories/routes/advisories.tsx',
    '../features/listings/routes/space.tsx',
    '!../features/**/routes/*.test.tsx',
    '!../features/**/routes/{test,debug}-*.tsx',
  ]),
  ...(import.meta.env.DEV
    ? import.meta.glob<PageModule>('../features/{landing,auth,legal,dev}/routes/{test,debug}-*.tsx')
    : {}),
};

const PREFIX = '../features/';
/** Page id → loader, for a glob's modules. */
export const loadersById = (modules: Record<string, () => Promise<PageModule>>) =>
  new Map(Object.entries(modules).map(([file, load]) => [file.slice(PREFIX.length).replace(/\.tsx$/, ''), load]));
const publicLoaders = loadersById(publicModules);

/** The signed-in areas' page loaders (area-pages.ts), fetched once, with the first of their pages. */
let areaLoaders: Promise<Map<string, () => Promise<PageModule>>> | undefined;
function loaderOf(id: string): Promise<(() => Promise<PageModule>) | undefined> {
  const load = publicLoaders.get(id);
  if (load) return Promise.resolve(load);
  if (!areaLoaders) {
    areaLoaders = import('./area-pages').then((m) => loadersById({ ...m.areaPageModules, ...m.devAreaPageModules }));
    areaLoaders.catch(() => (areaLoaders = undefined)); // a failed download is tried again on the next visit
  }
  return areaLoaders.then((loaders) => loaders.get(id));
}

/** The public pages' ids, for the tests (app/pages.test.ts). */
export const publicPageIds = () => [...publicLoaders.keys()];

/** The loaded page components, so a page loaded before rendering (hydration, the server) renders at once. */
const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<void>>();
/** A page whose module could not come (no connection): its error and when, for the route's error screen. */
const failed = new Map<string, { error: unknown; at: number }>();
/** How long a failed download is shown as failed before a visit tries it again. */
const RETRY_AFTER_MS = 5000;

/** Loads a page's module once; later calls get the same promise. */
export function preloadPage(id: string): Promise<void> {
  let promise = loading.get(id);
  if (!promise) {
    promise = loaderOf(id).then((load) => {
      if (!load) throw new Error(`No page module features/${id}.tsx`);
      return load().then((m) => void loaded.set(id, m.default));
    });
    // A failed download is tried again on a later visit, not by React's own retry of the render,
    // which would fetch it again and again while offline.
    promise.catch((error: unknown) => {
      loading.delete(id);
      failed.set(id, { error, at: Date.now() });
    });
    loading.set(id, promise);
  }
  return promise;
}

/** What the route table's `handle` may say of a route: its page, and whether the server renders it. */
export interface PageHandle {
  page?: string;
  /** Rendered to HTML on the server (the public pages, issue 10); the rest start from the light shell. */
  ssr?: boolean;
  /** The catch-all route: the server answers HTTP 404 with its page. */
  notFound?: boolean;
  /**
   * The queries a server-rendered page shows from the start, read by the server before it
   * renders (entry-server.tsx). Each names its API path in `meta.path` (apiQuery in lib/api-client).
   */
  prefetch?: (match: { params: Params; url: URL }) => { queryKey: QueryKey; meta?: Record<string, unknown> }[];
}

function Page({ id }: { id: string }) {
  const Component = loaded.get(id);
  if (Component) return <Component />;
  const failure = failed.get(id);
  if (failure && Date.now() - failure.at < RETRY_AFTER_MS) throw failure.error; // the route's error screen
  failed.delete(id);
  use(preloadPage(id)); // suspends until the module is here, then renders again
  return null;
}

/**
 * A route's element and handle for a page module: the spec's 'Loading...' spinner while it is
 * fetched. Each page gets its own keyed Suspense boundary: React would otherwise reuse the
 * previous page's boundary and, inside the router's transition, show nothing new.
 */
export function page(id: string, options: Omit<PageHandle, 'page'> = {}): Pick<RouteObject, 'element' | 'handle'> {
  return {
    element: (
      <Suspense key={`page-${id}`} fallback={<PageLoader />}>
        <Page id={id} />
      </Suspense>
    ),
    handle: { page: id, ...options } satisfies PageHandle,
  };
}

/** Loads the page modules a location's matched routes name, before the first render. */
export function preloadMatches(matches: readonly { route: { handle?: unknown } }[] | null): Promise<unknown> {
  return Promise.all(
    (matches ?? [])
      .map((m) => (m.route.handle as PageHandle | undefined)?.page)
      .flatMap((id) => (id ? [preloadPage(id)] : [])),
  );
}
