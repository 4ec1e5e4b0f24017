import { useState, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { User } from '@espasyo/domain/schemas/auth';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { session } from './mocks/handlers';

export * from '@testing-library/react';
export { buildPublicListing, buildUser, errorBody } from './mocks/data';
export { session } from './mocks/handlers';
export { server } from './mocks/server';

/** Every other path: shows where the app went, so a test can assert a redirect. */
function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

export interface RenderOptions {
  /** The address the page opens at (default '/'). */
  url?: string;
  /** The route pattern the element is mounted on (default: the url's path). */
  path?: string;
  /** Signed in as this user (GET /api/auth/me); signed out by default. */
  user?: User | null;
  /** Location state, as a guard leaves it ({ from }). */
  state?: unknown;
  /** More routes beside the page and the catch-all. */
  routes?: RouteObject[];
  /** The interface's language (default English); load its namespaces first (loadMessages). */
  lang?: Language;
}

/** The app's providers (server state, toasts, session), without retries, around `children`. */
export function TestProviders({ children, lang = 'en' }: { children: ReactNode; lang?: Language }) {
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ ...c.getDefaultOptions(), queries: { ...c.getDefaultOptions().queries, retry: false } });
    return c;
  });
  return (
    <AppProvider queryClient={client} lang={lang}>
      {children}
    </AppProvider>
  );
}

/**
 * Renders a page or component as the app would: providers, a memory router at `url`, MSW
 * answering the API. Returns Testing Library's queries, a user-event instance and the router.
 */
export function renderApp(ui: ReactElement, options: RenderOptions = {}) {
  const { url = '/', user = null, state, routes = [], lang } = options;
  session.user = user;
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  const router = createMemoryRouter(
    [{ path: options.path ?? pathname, element: ui }, ...routes, { path: '*', element: <WhereAmI /> }],
    { initialEntries: [{ pathname, search, hash, state }] },
  );
  const events = userEvent.setup();
  const result = render(
    <TestProviders lang={lang}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, user: events, router };
}

/** The path the app is at after a redirect (the catch-all route shows it). */
export const currentLocation = async () => (await screen.findByTestId('location')).textContent;
