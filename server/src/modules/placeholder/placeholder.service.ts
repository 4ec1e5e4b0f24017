import { createHash } from 'node:crypto';

/** Bump when the drawing changes, so browsers holding the old one (cached for a year) get the new. */
const VERSION = 1;

/** The app's ink-100 background and ink-300 line (web/src/styles.css). */
const BACKGROUND = '#f1f5f9';
const LINE = '#cbd5e1';

/**
 * A neutral picture of width × height pixels: a soft grey field with a small picture glyph
 * (a frame, a sun and a hill) in its centre, a third of the shorter side. Built only from the
 * two numbers, so it carries nothing a caller sent as text.
 */
export function placeholderSvg(width: number, height: number): Buffer {
  // The glyph is drawn on a 24-unit grid and scaled to a third of the shorter side.
  const scale = Math.min(width, height) / 3 / 24;
  const x = (width - 24 * scale) / 2;
  const y = (height - 24 * scale) / 2;
  const n = (v: number) => Number(v.toFixed(3));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="100%" height="100%" fill="${BACKGROUND}"/>` +
      `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})" fill="none" stroke="${LINE}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">` +
      '<rect x="3" y="3" width="18" height="18" rx="2"/><circle cx="9" cy="9" r="2"/>' +
      '<path d="m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21"/></g></svg>',
  );
}

/** A strong validator for one size's picture: the same size and drawing, the same bytes. */
export function placeholderEtag(width: number, height: number): string {
  const hash = createHash('sha256').update(`${VERSION}:${width}x${height}`).digest('base64url').slice(0, 16);
  return `"${hash}"`;
}
