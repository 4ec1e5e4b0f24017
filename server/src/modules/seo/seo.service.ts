import { paths } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { sitemapListings } from '../listings/search/listings-public.service';

/**
 * /sitemap.xml and /robots.txt (decision 0027): search engines read the public pages and every
 * live listing's page, and are kept out of the API and the signed-in areas.
 */

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The public pages besides the listings (the landing page, search, sign-up, terms, privacy, advisories). */
const publicPages = [
  paths.home.getHref(),
  paths.spaces.search.getHref(),
  paths.auth.signUp.getHref(),
  paths.legal.terms.getHref(),
  paths.legal.privacy.getHref(),
  paths.advisories.getHref(), // typhoon and force majeure advisories (issue 33)
];

export async function sitemapXml(ctx: AppContext): Promise<string> {
  const base = ctx.env.publicUrl;
  const listings = await sitemapListings(ctx);
  const newest = listings[0]?.updatedAt;
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPages.map((p) => url(p, p === paths.spaces.search.getHref() ? newest : undefined)),
    ...listings.map((l) => url(paths.spaces.listing.getHref(l.id), l.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths no search engine needs: the API, the signed-in areas, staff pages, one-time links, development pages. */
export function disallowedPaths(): string[] {
  const admin = Object.values(paths.admin).map((p) => p.path);
  return [
    '/api/',
    '/client',
    '/host',
    paths.onboarding.path,
    paths.tutorial.path,
    ...admin,
    paths.auth.adminSignIn.path,
    paths.auth.createAdmin.path,
    paths.auth.resetPassword.path,
    paths.auth.verifyEmail.path,
    paths.auth.confirmEmailChange.path,
    ...Object.values(paths.dev).map((p) => p.path),
  ];
}

export function robotsTxt(ctx: AppContext): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths().map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${ctx.env.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
