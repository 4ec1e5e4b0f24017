import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '@espasyo/domain/contracts/page-render';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/builders';
import { APPLE_TOUCH_ICON, BACKGROUND_COLOR, THEME_COLOR } from './installable-app';

// Espasyo on the home screen (issue 35, decision 0093): the manifests, the icons they name, the
// tags in every page's head and the start page. The icons are the committed files of web/public/icons,
// copied into a stand-in for web/dist as the web build copies web/public.

const publicIcons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/icons');
const SHELL = `<!doctype html><html lang="en"><head><title>Shell</title>
<meta name="theme-color" content="#0f766e" /></head><body><div id="root"></div></body></html>`;

let dist: string;
let t: TestApp;
/** The renderer's answer: a rendered page, or null for the shell. */
let rendered = true;
const render: PageRenderer = async () =>
  rendered ? { status: 200, head: '<title>Espasyo</title>', html: '<h1>Espasyo</h1>', pages: [], state: '{}' } : null;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-app-'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  fs.cpSync(publicIcons, path.join(dist, 'icons'), { recursive: true });
  t = await createTestApp({ web: { webDist: dist, renderPage: render } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the web app manifest', () => {
  it('is served in English at /manifest.webmanifest, briefly cacheable', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.json()).toEqual({
      id: '/',
      name: 'Espasyo',
      short_name: 'Espasyo',
      description: expect.stringContaining('storage rooms, parking slots and warehouse space'),
      lang: 'en',
      dir: 'ltr',
      start_url: '/start?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
    // The brand's teal, as the shell's theme-color says.
    expect(THEME_COLOR).toBe('#0f766e');
  });

  it('is served in Filipino at /fil/manifest.webmanifest: the same app, opening at /fil/start', async () => {
    const [en, fil] = await Promise.all([get('/manifest.webmanifest'), get('/fil/manifest.webmanifest')]);
    expect(fil.statusCode).toBe(200);
    expect(fil.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const m = fil.json();
    expect(m).toMatchObject({ id: '/', lang: 'fil', start_url: '/fil/start?source=pwa', scope: '/', name: 'Espasyo' });
    expect(m.description).toContain('Umupa ng storage room');
    // Everything else as in English.
    const { description: _d, lang: _l, start_url: _s, ...rest } = m;
    const { description: _de, lang: _le, start_url: _se, ...enRest } = en.json();
    expect(rest).toEqual(enRest);
  });

  it('names icons that are served, each a PNG of the size it says; the maskable one full-bleed', async () => {
    const icons: { src: string; sizes: string; purpose: string }[] = (await get('/manifest.webmanifest')).json().icons;
    for (const icon of [...icons, { src: APPLE_TOUCH_ICON, sizes: '180x180', purpose: 'apple' }]) {
      const res = await get(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format, icon.src).toBe('png');
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      // Corner pixel: the rounded mark's is transparent; the maskable and iOS icons' is the teal
      // (a launcher's mask, or iOS, cuts the corners; a transparent one would show black on iOS).
      const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const [r, g, b, a] = data.subarray(0, info.channels);
      if (icon.purpose === 'any') expect(a, icon.src).toBe(0);
      else expect([r, g, b, a], icon.src).toEqual([0x0f, 0x76, 0x6e, 255]);
    }
  });
});

describe('every page names the manifest of its language and the iOS icon', () => {
  const tags = (lang: 'en' | 'fil') => [
    `<link rel="manifest" href="${lang === 'fil' ? '/fil' : ''}/manifest.webmanifest">`,
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
    '<meta name="apple-mobile-web-app-capable" content="yes">',
    '<meta name="apple-mobile-web-app-title" content="Espasyo">',
  ];

  for (const [kind, isRendered] of [
    ['a server-rendered public page', true],
    ['the shell', false],
  ] as const) {
    it(`${kind}, in English and in Filipino`, async () => {
      rendered = isRendered;
      for (const [url, lang] of [
        ['/', 'en'],
        ['/fil', 'fil'],
        ['/spaces', 'en'],
        ['/fil/spaces', 'fil'],
      ] as const) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        const head = res.body.slice(0, res.body.indexOf('</head>'));
        for (const tag of tags(lang)) expect(head, `${url}: ${tag}`).toContain(tag);
        expect(head.match(/rel="manifest"/g), url).toHaveLength(1);
        expect(res.body, url).toContain(isRendered ? '<h1>Espasyo</h1>' : '<div id="root"></div>');
      }
    });
  }
});

describe('the start page the installed app opens at', () => {
  it('sends a visitor to the landing page, in the address’s language, without the query', async () => {
    for (const [url, to] of [
      ['/start?source=pwa', '/'],
      ['/start', '/'],
      ['/fil/start?source=pwa', '/fil'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(to);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(res.headers.vary, url).toMatch(/cookie/i);
    }
  });

  it('sends each signed-in person to their role’s home, as sign-in does, in English and under /fil', async () => {
    const homes = [
      ['client', '/client-dashboard'],
      ['host', '/host-dashboard'],
      ['admin', '/dashboard'],
      ['moderator', '/listings'],
    ] as const;
    for (const [type, home] of homes) {
      const { cookie } = await createUser(t, { type });
      const en = await get('/start?source=pwa', { cookie });
      expect(en.statusCode, type).toBe(302);
      expect(en.headers.location, type).toBe(home);
      const fil = await get('/fil/start?source=pwa', { cookie });
      expect(fil.statusCode, type).toBe(302);
      expect(fil.headers.location, type).toBe(`/fil${home}`);
    }
  });

  it('opens an English /start in the language the person prefers, as every page does, in one redirect', async () => {
    const visitor = await get('/start?source=pwa', { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.8' });
    expect(visitor.headers.location).toBe('/fil');
    const chosen = await get('/start', { 'accept-language': 'fil', cookie: 'espasyo_lang=en' });
    expect(chosen.headers.location).toBe('/');

    const { cookie } = await createUser(t, { type: 'host' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/language',
      headers: { cookie },
      payload: { language: 'fil' },
    });
    expect(put.statusCode).toBe(200);
    const host = await get('/start?source=pwa', { cookie, 'accept-language': 'en' });
    expect(host.statusCode).toBe(302);
    expect(host.headers.location).toBe('/fil/host-dashboard');
  });

  it('leaves the pages’ catch-all alone: a page whose address starts with /start is still a page', async () => {
    rendered = true;
    const res = await get('/starter-guide');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Espasyo</h1>');
  });
});
