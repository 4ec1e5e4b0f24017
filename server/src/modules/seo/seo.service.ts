import { paths } from '@espasyo/domain';
import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage } from '@espasyo/domain/i18n/languages';
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
  // Each page once per language (issue 34), each naming the others as its alternates.
  const alternates = (path: string) =>
    [...LANGUAGES.map((l) => [l, l] as const), ['x-default', DEFAULT_LANGUAGE] as const]
      .map(
        ([hreflang, l]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(base + pathInLanguage(path, l))}"/>`,
      )
      .join('');
  const url = (path: string, lastmod?: Date) =>
    LANGUAGES.map(
      (l) =>
        `<url><loc>${escapeXml(base + pathInLanguage(path, l))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates(path)}</url>`,
    ).join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
  // The pages' Filipino addresses too (issue 34); the API has one address.
  const disallowed = disallowedPaths().flatMap((p) =>
    p.startsWith('/api/') ? [p] : LANGUAGES.map((l) => pathInLanguage(p, l)),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${ctx.env.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
