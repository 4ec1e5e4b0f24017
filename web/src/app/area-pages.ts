import type { ComponentType } from 'react';

/** A page module: its component is the default export. */
export type PageModule = { default: ComponentType };

/**
 * The page modules of the signed-in areas (client, host, staff): every `features/<name>/routes/`
 * page that pages.tsx does not list itself. Their loaders, with the list of chunks each page
 * imports, are a chunk of their own that the app fetches when it first opens one of these pages
 * (beside the areas' frames, signed-in-areas.ts), so that a public page does not download the
 * list of some sixty pages it never shows (issue 30's JavaScript budget). Keep the patterns the
 * complement of pages.tsx's; app/pages.test.ts checks that the two lists cover every page once.
 */
export const areaPageModules: Record<string, () => Promise<PageModule>> = import.meta.glob<PageModule>([
  '../features/**/routes/*.tsx',
  '!../features/**/routes/*.test.tsx',
  '!../features/**/routes/{test,debug}-*.tsx',
  '!../features/errors/**',
  // The public pages: pages.tsx.
  '!../features/{landing,auth,legal,dev}/routes/*.tsx',
  '!../features/browse/routes/spaces.tsx',
  '!../features/listings/routes/space.tsx',
  '!../features/advisories/routes/advisories.tsx',
]);

/** The staff's debug pages exist only in development builds (docs/product/ground-rules.md). */
export const devAreaPageModules: Record<string, () => Promise<PageModule>> = import.meta.env.DEV
  ? import.meta.glob<PageModule>([
      '../features/**/routes/{test,debug}-*.tsx',
      '!../features/{landing,auth,legal,dev}/routes/*.tsx',
    ])
  : {};
