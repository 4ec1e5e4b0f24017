import { createBrowserRouter } from 'react-router';
import { RouteError } from '@/features/errors';
import { RootLayout } from './layouts/root-layout';
import { adminRoutes } from './routes/admin-routes';
import { clientRoutes } from './routes/client-routes';
import { hostRoutes } from './routes/host-routes';
import { publicRoutes } from './routes/public-routes';

/**
 * The route table: every route of docs/product/routes.md from the start, each page loaded on first
 * visit. Guards follow docs/product/roles.md; the catch-all 404 is the last public route.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [...clientRoutes, ...hostRoutes, ...adminRoutes, ...publicRoutes],
  },
]);
