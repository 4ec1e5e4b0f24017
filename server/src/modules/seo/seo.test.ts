import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/builders';
import { cities, insertListing } from '../listings/search/listings-search.fixtures';

// With a web build, so the page route `/*` exists: the two files must still win over it.
const PUBLIC_URL = 'https://espasyo.example';
let dist: string;
let t: TestApp;
let live = '';
let paused = '';

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-seo-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ env: { PUBLIC_URL }, web: { webDist: dist, renderPage: null } });
  const host = await createUser(t, { type: 'host' });
  live = await insertListing(t, host.user.id, { city: cities.makati, updatedAt: new Date('2026-02-03T04:05:06Z') });
  paused = await insertListing(t, host.user.id, { city: cities.makati, status: 'paused' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('/sitemap.xml', () => {
  it('lists the public pages and every live listing with its last change', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    const xml = res.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each page in English and in Filipino (issue 34).
    expect(locs).toEqual(
      ['/', '/spaces', '/signup', '/terms', '/privacy', '/advisories', `/spaces/${live}`].flatMap((p) => [
        `${PUBLIC_URL}${p}`,
        `${PUBLIC_URL}${p === '/' ? '/fil' : `/fil${p}`}`,
      ]),
    );
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/spaces/${live}"/>` +
      `<xhtml:link rel="alternate" hreflang="fil" href="${PUBLIC_URL}/fil/spaces/${live}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/spaces/${live}"/>`;
    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/spaces/${live}</loc><lastmod>2026-02-03T04:05:06.000Z</lastmod>${alternates}</url>`,
    );
    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/fil/spaces/${live}</loc><lastmod>2026-02-03T04:05:06.000Z</lastmod>${alternates}</url>`,
    );
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/spaces</loc><lastmod>2026-02-03T04:05:06.000Z</lastmod>`);
    expect(xml).not.toContain(paused);
  });

  it('is compressed when the client accepts it', async () => {
    const host = await createUser(t, { type: 'host' });
    for (let i = 0; i < 20; i++) await insertListing(t, host.user.id, { city: cities.makati });
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('/robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the API and the signed-in areas, names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const p of [
      '/api/',
      '/client',
      '/host',
      '/dashboard',
      '/users',
      '/listings',
      '/admin-tools',
      '/admin',
      '/settings',
    ]) {
      expect(lines).toContain(`Disallow: ${p}`);
      if (p !== '/api/') expect(lines).toContain(`Disallow: /fil${p}`);
    }
    for (const open of ['/', '/spaces', '/signup', '/terms', '/privacy', '/advisories'])
      expect(lines).not.toContain(`Disallow: ${open}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
