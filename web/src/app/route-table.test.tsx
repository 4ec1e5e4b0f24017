import { describe, expect, it } from 'vitest';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { publicStart, routes } from './route-table';

const leafOf = (router: DataRouter) => router.state.matches.at(-1)?.route;
const settled = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      stop();
      resolve();
    });
  });
const countRoutes = (list: { children?: unknown[] }[]): number =>
  list.reduce((n, r) => n + 1 + countRoutes((r.children ?? []) as { children?: unknown[] }[]), 0);

describe('the router of a server-rendered page (publicStart)', () => {
  it('starts with the public routes and adds the signed-in areas at the first navigation that needs them', async () => {
    const { routes: start, patchRoutesOnNavigation } = publicStart();
    expect(countRoutes(start)).toBeLessThan(countRoutes(routes) / 3);
    const router = createMemoryRouter(start, { initialEntries: ['/spaces/abc'], patchRoutesOnNavigation });
    await settled(router);
    expect(leafOf(router)?.path).toBe(paths.spaces.listing.path);
    expect(countRoutes(router.routes)).toBe(countRoutes(start)); // a public page adds nothing

    await router.navigate(paths.spaces.search.path);
    await settled(router);
    expect(countRoutes(router.routes)).toBe(countRoutes(start));

    await router.navigate(paths.client.dashboard.path);
    await settled(router);
    expect(leafOf(router)?.path).toBe(paths.client.dashboard.path);
    expect(countRoutes(router.routes)).toBe(countRoutes(routes));

    await router.navigate('/no-such-page');
    await settled(router);
    expect(leafOf(router)?.path).toBe('*');
    expect(countRoutes(router.routes)).toBe(countRoutes(routes)); // added once
    router.dispose();
  });

  it('a page only the catch-all matches (404) adds them as it starts', async () => {
    const { routes: start, patchRoutesOnNavigation } = publicStart();
    const router = createMemoryRouter(start, { initialEntries: [paths.host.dashboard.path], patchRoutesOnNavigation });
    await settled(router);
    expect(leafOf(router)?.path).toBe(paths.host.dashboard.path);
    router.dispose();
  });

  it('under a language prefix (Filipino pages live under /fil)', async () => {
    const { routes: start, patchRoutesOnNavigation } = publicStart('/fil');
    const router = createMemoryRouter(start, {
      basename: '/fil',
      initialEntries: ['/fil/spaces/abc'],
      patchRoutesOnNavigation,
    });
    await settled(router);
    expect(leafOf(router)?.path).toBe(paths.spaces.listing.path);
    expect(countRoutes(router.routes)).toBe(countRoutes(start));
    await router.navigate(paths.client.dashboard.path);
    await settled(router);
    expect(leafOf(router)?.path).toBe(paths.client.dashboard.path);
    router.dispose();
  });
});
