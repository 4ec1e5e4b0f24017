import type { PublicSettings } from '@espasyo/domain/contracts/settings';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, pathInLanguage, type Language } from '@espasyo/domain/i18n/languages';

/**
 * React renders a page's `<title>`, `<meta>` and `<link>` (PageTitle, preload()) wherever they
 * appear in the tree, and on the server it writes them first, before the page's markup. They
 * belong in `<head>`: this takes them off the front of the rendered markup, adds the canonical
 * URL and the Open Graph tags made from the title and description, and returns both parts.
 * In the browser React finds them in `<head>` when it hydrates and keeps them up to date.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** The picture a link preview shows (a chat app, a social network): the first hero slide. */
const SHARE_IMAGE = '/images/hero-storage-1600.jpg';

export interface HeadOptions {
  /** The public address, e.g. 'https://espasyo.ph'. */
  origin: string;
  /** The page's path, without the query. */
  path: string;
  settings: Pick<PublicSettings, 'platformName'>;
  /** The page's language: its canonical URL is that language's, with the others as alternates. */
  lang: Language;
  /** false for the not-found page: no canonical URL, and search engines are told to skip it. */
  indexable: boolean;
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

export const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const JSON_LD = /(<script type="application\/ld\+json">)(.*?)(<\/script>)/gs;

/**
 * schema.org data names its pictures by path (the page renders the same in the browser, which
 * knows no public address); search engines want absolute URLs, so the server's HTML gets them.
 * The block is escaped again as ListingJsonLd does, so no text can end the element.
 */
function absoluteJsonLdImages(body: string, origin: string): string {
  return body.replace(JSON_LD, (whole, open: string, json: string, close: string) => {
    try {
      const data = JSON.parse(json) as { image?: unknown };
      if (!Array.isArray(data.image)) return whole;
      data.image = data.image.map((p) => (typeof p === 'string' ? new URL(p, origin).href : p));
      return `${open}${JSON.stringify(data).replace(/</g, '\\u003c')}${close}`;
    } catch {
      return whole;
    }
  });
}

export function headFor(rendered: string, { origin, path, settings, lang, indexable }: HeadOptions) {
  // A page's own og:image may be a path: made absolute, as link previews need.
  const hoisted = (HOISTED.exec(rendered)?.[0] ?? '').replace(
    /(property="og:image" content=")(\/[^"]*)"/,
    (_, start: string, p: string) => `${start}${escapeAttribute(new URL(p, origin).href)}"`,
  );
  const body = absoluteJsonLdImages(rendered.slice(HOISTED.exec(rendered)?.[0].length ?? 0), origin);
  const title = decode(/<title>([^<]*)<\/title>/.exec(hoisted)?.[1] ?? settings.platformName);
  const description = /<meta name="description" content="([^"]*)"/.exec(hoisted)?.[1];
  const url = new URL(path, origin).href;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeAttribute(content)}"/>`;
  // One URL per language (issue 34): each names the others, and English is the default.
  const alternate = (hreflang: string, l: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(new URL(pathInLanguage(path, l), origin).href)}"/>`;
  const tags = [
    hoisted,
    indexable ? `<link rel="canonical" href="${escapeAttribute(url)}"/>` : '<meta name="robots" content="noindex"/>',
    ...(indexable ? [...LANGUAGES.map((l) => alternate(l, l)), alternate('x-default', DEFAULT_LANGUAGE)] : []),
    meta('og:locale', LOCALES[lang].replace('-', '_')),
    meta('og:type', 'website'),
    meta('og:site_name', settings.platformName),
    meta('og:title', title),
    ...(description ? [meta('og:description', decode(description))] : []),
    ...(indexable ? [meta('og:url', url)] : []),
    // A page may name its own picture (a listing's cover); the hero slide otherwise.
    ...(/property="og:image"/.test(hoisted) ? [] : [meta('og:image', new URL(SHARE_IMAGE, origin).href)]),
    '<meta name="twitter:card" content="summary_large_image"/>',
  ];
  return { head: tags.join(''), body };
}
