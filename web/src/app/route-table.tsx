import type { RouteObject } from 'react-router';
import { RouteError } from '@/features/errors';
import { RootLayout } from './layouts/root-layout';
import { adminRoutes } from './routes/admin-routes';
import { clientRoutes } from './routes/client-routes';
import { hostRoutes } from './routes/host-routes';
import { publicRoutes } from './routes/public-routes';

/**
 * The route table: every route of docs/product/routes.md, each page loaded on first visit.
 * Guards follow docs/product/roles.md; the catch-all 404 is the last public route. The browser
 * (main.tsx) and the server renderer (entry-server.tsx) both route with it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [...clientRoutes, ...hostRoutes, ...adminRoutes, ...publicRoutes],
  },
];
