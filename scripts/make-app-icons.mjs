#!/usr/bin/env node
// Renders the installed app's icons (issue 35, decision 0093) from the brand mark, web/public/icon.svg
// (itself written by scripts/make-images.mjs). The PNGs are committed; run this again when the mark changes.
// Usage: node scripts/make-app-icons.mjs   (from the repo root; needs sharp, installed there)
// Output, in web/public/icons/ (the web build copies web/public into web/dist):
//   icon-192.png, icon-512.png  the mark as it is (rounded teal square), for `purpose: any`
//   maskable-512.png            full-bleed teal, the drawing shrunk into the safe zone (the circle of
//                               80% of the width that every launcher's mask keeps), for `purpose: maskable`
//   apple-touch-icon.png        180 px, full-bleed and opaque: iOS rounds the corners itself and
//                               draws transparent ones black
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pub = join(root, 'web/public');
const out = join(pub, 'icons');
mkdirSync(out, { recursive: true });

const mark = readFileSync(join(pub, 'icon.svg'), 'utf8');
// The mark is a 64-unit square: its background (the first <rect>, rounded) and the drawing on it.
const background = /<rect width="64" height="64" rx="[\d.]+" fill="(#[0-9a-f]{6})"\s*\/>/i.exec(mark);
if (!background || !mark.includes('viewBox="0 0 64 64"'))
  throw new Error('web/public/icon.svg is not the 64-unit mark this script expects: update the script.');
const [backgroundTag, brand] = background;
const drawing = mark.slice(mark.indexOf(backgroundTag) + backgroundTag.length, mark.lastIndexOf('</svg>'));

/**
 * The drawing on a full-bleed square, scaled about the centre. The drawing's farthest corner is
 * about 27 units from the centre (0.42 of the width); at 0.8 it is 0.34, inside the safe zone's 0.4.
 */
const fullBleed = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${brand}"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${drawing}</g>
</svg>`;

const icons = [
  ['icon-192.png', mark, 192],
  ['icon-512.png', mark, 512],
  ['maskable-512.png', fullBleed(0.8), 512],
  ['apple-touch-icon.png', fullBleed(0.9), 180],
];
for (const [file, svg, size] of icons) {
  let img = sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size);
  if (file !== 'icon-192.png' && file !== 'icon-512.png') img = img.flatten({ background: brand });
  const buf = await img.png({ compressionLevel: 9, palette: true }).toBuffer();
  writeFileSync(join(out, file), buf);
  console.log(`${file.padEnd(22)} ${size}x${size}  ${(buf.length / 1024).toFixed(1)} KB`);
}
