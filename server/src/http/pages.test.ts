import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_KIND_HEADER, type PageRenderInput, type PageRenderer } from '@espasyo/domain/contracts/page-render';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/builders';
import { BOOT_SCRIPT } from '@espasyo/domain/contracts/boot-script';
import { BOOT_SCRIPT_SOURCE } from './boot-script';
import { installableAppHead } from './installable-app';

// http/pages.ts with a stand-in for the web app's renderer: what the server hands it, and how
// its page reaches the browser. The real renderer is driven through the built app by e2e/ssr.spec.ts.

const SHELL = `<!doctype html><html><head><title>Shell title</title><meta name="description" content="Shell." />
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B2.js">
<link rel="stylesheet" crossorigin href="/assets/index-F6.css"></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_form-C3.js': { file: 'assets/form-C3.js', imports: ['_react-B2.js'], css: ['assets/form-D4.css'] },
  'src/features/auth/routes/sign-in.tsx': { file: 'assets/sign-in-E5.js', imports: ['index.html', '_form-C3.js'] },
  'src/app/area-pages.ts': { file: 'assets/area-pages-G7.js', imports: ['_react-B2.js'], isDynamicEntry: true },
  // A namespace of the message catalogue in Filipino (issue 34).
  '../domain/src/i18n/fil/listing.ts': { file: 'assets/listing-H8.js', isDynamicEntry: true },
};

let dist: string;
let t: TestApp;
const calls: PageRenderInput[] = [];
let next: Awaited<ReturnType<PageRenderer>> | Error = null;
const render: PageRenderer = async (input) => {
  calls.push(input);
  if (next instanceof Error) throw next;
  return next;
};

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-pages-'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/index-F6.css'), 'h1{color:teal}');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ web: { webDist: dist, renderPage: render } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (overrides: Partial<NonNullable<Awaited<ReturnType<PageRenderer>>>> = {}) => ({
  status: 200,
  head: '<title>Welcome back · Espasyo</title><meta name="description" content="Sign in."/>',
  html: '<h1>Welcome back</h1>',
  pages: ['auth/routes/sign-in'],
  state: '{"queries":[]}',
  ...overrides,
});

describe('server-rendered pages', () => {
  it('hands the renderer the path, the public address, the public settings and a visitor', async () => {
    next = page();
    calls.length = 0;
    await t.app.inject({ method: 'GET', url: '/signin?next=%2Fclient' });
    expect(calls[0]).toMatchObject({ url: '/signin?next=%2Fclient', origin: t.ctx.env.publicUrl, me: { user: null } });
    expect(calls[0].settings).toEqual(await t.ctx.settings.public());
  });

  it('hands it the signed-in user, as GET /api/auth/me answers', async () => {
    next = page();
    calls.length = 0;
    const u = await createUser(t, { type: 'client' });
    await t.app.inject({ method: 'GET', url: '/', headers: { cookie: u.cookie } });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: u.cookie } });
    expect(calls[0].me).toEqual(me.json());
  });

  it("puts the page's head, markup, state and chunk preloads in the shell; the shell's title gives way", async () => {
    next = page();
    const res = await t.app.inject({ method: 'GET', url: '/signin' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['vary']).toMatch(/Cookie/);
    const html = res.body;
    expect(html).not.toContain('Shell title');
    expect(html).not.toContain('content="Shell."');
    expect(html).toContain('<title>Welcome back · Espasyo</title>');
    expect(html).toContain('<div id="root"><h1>Welcome back</h1></div>');
    expect(html).toContain('<script type="application/json" id="server-state">{"queries":[]}</script>');
    // The page's chunk and what it imports, not what the shell names already, for the boot
    // script to fetch with the entry after the first paint; their styles come with the HTML.
    expect(html).toContain('<meta name="app-module" content="/assets/sign-in-E5.js">');
    expect(html).toContain('<meta name="app-module" content="/assets/form-C3.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/form-D4.css">');
    expect(html.match(/react-B2\.js/g)).toHaveLength(1);
    expect(html).toContain('<meta name="app-entry" content="/assets/index-A1.js">');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // The only inline script, last in the body, allowed by its hash and nothing else.
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script></body>`);
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${BOOT_SCRIPT_SOURCE};`);
    // The stylesheet comes inline, so the page paints without another request.
    expect(html).toContain('<style>h1{color:teal}</style>');
    expect(html).not.toContain('index-F6.css');
  });

  it("keeps the page's text as it is, `$&` and all", async () => {
    next = page({ html: "<p>Save $& and $' today</p>" });
    expect((await t.app.inject({ method: 'GET', url: '/signin' })).body).toContain("<p>Save $& and $' today</p>");
  });

  it('answers with the status the renderer gives (404 for the not-found page)', async () => {
    next = page({ status: 404, pages: [] });
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Welcome back</h1>');
  });

  it('keeps a string in the state from closing the data block', async () => {
    next = page({ state: JSON.stringify({ name: '</script><script>alert(1)</script>' }) });
    const html = (await t.app.inject({ method: 'GET', url: '/signin' })).body;
    // The data block's own end is the first `</script>` after it; the boot script's comes next.
    const block = html.slice(html.indexOf('id="server-state">'), html.indexOf(`<script>${BOOT_SCRIPT}`));
    expect(block.indexOf('</script>')).toBe(block.lastIndexOf('</script>'));
    expect(JSON.parse(block.slice('id="server-state">'.length, block.indexOf('</script>')))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });

  it('sends the shell when the route is not rendered on the server, or when rendering fails', async () => {
    for (const outcome of [null, new Error('boom at /srv/secret.ts:12')]) {
      next = outcome;
      const res = await t.app.inject({ method: 'GET', url: '/client/browse' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['vary']).toMatch(/cookie/i);
      expect(
        res.body
          .replace(/<script type="application\/json" id="shell-state">.*?<\/script>/, '')
          .replace(/<script type="application\/json" id="i18n-state">.*?<\/script>/, '')
          // The installed app's manifest and iOS tags (installable-app.test.ts).
          .replace(installableAppHead('en'), ''),
      ).toBe(SHELL);
    }
  });

  describe('one address per language (issue 34)', () => {
    it("renders /fil/… in Filipino: the renderer is told, <html> says so, with the page's namespaces", async () => {
      next = page({ namespaces: ['common', 'listing'] });
      calls.length = 0;
      const res = await t.app.inject({ method: 'GET', url: '/fil/signin?next=%2Fclient' });
      expect(res.statusCode).toBe(200);
      expect(calls[0]).toMatchObject({ url: '/fil/signin?next=%2Fclient', lang: 'fil' });
      const state = /<script type="application\/json" id="i18n-state">(.*?)<\/script>/.exec(res.body)?.[1];
      // Every namespace's address in the page's language, and the page's own preloaded.
      expect(JSON.parse(state!)).toEqual({
        namespaces: ['common', 'listing'],
        urls: { listing: '/assets/listing-H8.js' },
      });
      expect(res.body).toContain('<meta name="app-module" content="/assets/listing-H8.js">');
    });

    it('sends a browser that prefers Filipino from an English address to the Filipino one', async () => {
      for (const acceptLanguage of ['fil-PH,fil;q=0.9,en;q=0.8', 'tl', 'en;q=0.5, fil']) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/signin?next=%2Fclient',
          headers: { 'accept-language': acceptLanguage },
        });
        expect(res.statusCode, acceptLanguage).toBe(302);
        expect(res.headers.location).toBe('/fil/signin?next=%2Fclient');
        expect(res.headers.vary).toMatch(/accept-language/i);
      }
      next = page();
      const english = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-US,en;q=0.9' } });
      expect(english.statusCode).toBe(200);
    });

    it('keeps a choice made in the switcher over the browser’s language, and an account’s over both', async () => {
      next = page();
      const chosen = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-language': 'fil', cookie: 'espasyo_lang=en' },
      });
      expect(chosen.statusCode).toBe(200);

      const { cookie } = await createUser(t, { email: 'wika@example.ph' });
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/language',
        headers: { cookie },
        payload: { language: 'fil' },
      });
      expect(put.statusCode).toBe(200);
      expect(put.headers['set-cookie']).toMatch(/espasyo_lang=fil/);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json().user.language).toBe('fil');
      // On another device, with no language cookie and an English browser: the account's language.
      const res = await t.app.inject({
        method: 'GET',
        url: '/spaces?q=Cebu',
        headers: { cookie, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/fil/spaces?q=Cebu');
    });

    it('refuses a language that is not ours, and changes nothing', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/language',
        payload: { language: 'es' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });

  it("preloads the signed-in areas' page list in a signed-in caller's shell, not in a visitor's", async () => {
    next = null;
    const u = await createUser(t, { type: 'client' });
    const signedIn = await t.app.inject({ method: 'GET', url: '/client/browse', headers: { cookie: u.cookie } });
    const link = '<link rel="modulepreload" crossorigin href="/assets/area-pages-G7.js">';
    expect(signedIn.body).toContain(`${link}</head>`);
    const visitor = await t.app.inject({ method: 'GET', url: '/client/browse' });
    expect(visitor.body).not.toContain('area-pages');
  });

  it("gives the shell the caller's session, as GET /api/auth/me answers, and the settings (decision 0062)", async () => {
    next = null;
    const shellState = (html: string) =>
      JSON.parse(/<script type="application\/json" id="shell-state">(.*?)<\/script>/.exec(html)![1]);
    const u = await createUser(t, { type: 'client', firstName: '</script><script>alert(1)</script>' });
    const signedIn = await t.app.inject({ method: 'GET', url: '/client/bookings', headers: { cookie: u.cookie } });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: u.cookie } });
    expect(signedIn.body).not.toContain('<script>alert(1)');
    expect(shellState(signedIn.body)).toEqual({ me: me.json(), settings: await t.ctx.settings.public() });
    const visitor = await t.app.inject({ method: 'GET', url: '/client/bookings' });
    expect(shellState(visitor.body).me).toEqual({ user: null });
  });

  it('tells the service worker which pages it may show from its cache at once: the rendered ones, not the shell (issue 35)', async () => {
    const kind = async (url: string, cookie?: string) =>
      (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).headers[PAGE_KIND_HEADER];
    expect(PAGE_KIND_HEADER).toBe('x-espasyo-page');
    const u = await createUser(t, { type: 'client' });
    next = page();
    expect(await kind('/signin')).toBe('public');
    expect(await kind('/fil/signin')).toBe('public');
    expect(await kind('/', u.cookie)).toBe('public');
    next = page({ status: 404, pages: [] });
    expect(await kind('/no-such-page')).toBe('public');
    // A signed-in area's page is the shell, for a visitor too; and any page whose rendering failed.
    next = null;
    expect(await kind('/client/bookings', u.cookie)).toBe('shell');
    expect(await kind('/fil/client/bookings', u.cookie)).toBe('shell');
    expect(await kind('/client/bookings')).toBe('shell');
    next = new Error('boom');
    expect(await kind('/signin')).toBe('shell');
  });

  it('compresses the page for a browser that accepts it', async () => {
    next = page({ html: `<p>${'Espasyo '.repeat(400)}</p>` });
    const res = await t.app.inject({ method: 'GET', url: '/signin', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('leaves the API alone: an unknown /api path is a JSON 404, never a page', async () => {
    calls.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    expect(calls).toHaveLength(0);
  });
});
