import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { areaPageModules, devAreaPageModules } from './area-pages';
import { loadersById, publicPageIds, type PageHandle } from './pages';
import { routes } from './route-table';
import { publicRoutes } from './routes/public-routes';

/** Every page a route table names, with whether the server renders it. */
function pagesOf(table: RouteObject[]): { id: string; ssr: boolean }[] {
  return table.flatMap((r) => {
    const handle = r.handle as PageHandle | undefined;
    return [...(handle?.page ? [{ id: handle.page, ssr: !!handle.ssr }] : []), ...pagesOf(r.children ?? [])];
  });
}

const areaIds = [...loadersById({ ...areaPageModules, ...devAreaPageModules }).keys()];
const everyPageFile = Object.keys(
  import.meta.glob(['../features/**/routes/*.tsx', '!../features/**/routes/*.test.tsx', '!../features/errors/**']),
).map((f) => f.slice('../features/'.length).replace(/\.tsx$/, ''));

describe('the page lists (pages.tsx for the public pages, area-pages.ts for the signed-in areas)', () => {
  it('name every page module once', () => {
    expect(publicPageIds().filter((id) => areaIds.includes(id))).toEqual([]);
    expect([...publicPageIds(), ...areaIds].sort()).toEqual([...everyPageFile].sort());
  });

  it('have a module for every page the route table names', () => {
    const known = new Set([...publicPageIds(), ...areaIds]);
    expect(pagesOf(routes).filter(({ id }) => !known.has(id))).toEqual([]);
  });

  it('keep every public page in the main list, so that it never waits for the areas’ list', () => {
    const pub = new Set(publicPageIds());
    expect(pagesOf(publicRoutes).filter(({ id }) => !pub.has(id))).toEqual([]);
    expect(pagesOf(routes).filter(({ id, ssr }) => ssr && !pub.has(id))).toEqual([]);
  });
});
