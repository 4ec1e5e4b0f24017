import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouteError } from '@/features/errors';
import { nextTask } from '@/lib/next-task';
import { RootLayout } from './layouts/root-layout';
import { adminRoutes } from './routes/admin-routes';
import { clientRoutes } from './routes/client-routes';
import { hostRoutes } from './routes/host-routes';
import { publicRoutes } from './routes/public-routes';

const ROOT_ID = 'root';
const signedInRoutes = [...clientRoutes, ...hostRoutes, ...adminRoutes];
const root = (children: RouteObject[]): RouteObject[] => [
  { id: ROOT_ID, element: <RootLayout />, errorElement: <RouteError />, children },
];

/**
 * The route table: every route of docs/product/routes.md, each page loaded on first visit.
 * Guards follow docs/product/roles.md; the catch-all 404 is the last public route. The browser
 * (main.tsx) and the server renderer (entry-server.tsx) both route with it.
 */
export const routes: RouteObject[] = root([...signedInRoutes, ...publicRoutes]);

/**
 * What the browser starts a server-rendered page with: the public routes only. The router
 * compiles a pattern for every step of every route as it starts, some 35 ms on a phone for the
 * whole table in the task before hydration (Total Blocking Time, decision 0096); the signed-in
 * areas' routes are added, once, at the first navigation that only the catch-all matches.
 */
export function publicStart(basename?: string): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  const start = root(publicRoutes);
  let added = false;
  return {
    routes: start,
    patchRoutesOnNavigation: ({ path, patch }) => {
      if (added) return;
      const leaf = matchRoutes(start, path, basename)?.at(-1)?.route;
      // A public page: the router finishes the navigation in a task of its own (at the start, the
      // first of a page with parameters: a listing's).
      if (leaf && leaf.path !== '*') return nextTask();
      added = true;
      patch(ROOT_ID, signedInRoutes);
    },
  };
}
