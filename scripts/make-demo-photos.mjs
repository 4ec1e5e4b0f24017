#!/usr/bin/env node
// Renders the demo listings' photos (storage, parking, warehouse) from parametrised 3D scenes,
// so the seed data ships with realistic pictures that were never downloaded.
// Usage (from the repo root; needs sharp, installed there):
//   node scripts/make-demo-photos.mjs                  all photos → server/seed-photos/ + index.json
//   node scripts/make-demo-photos.mjs parking-bay      only ids containing "parking-bay"
//   node scripts/make-demo-photos.mjs --preview=DIR …  640×480 PNGs and a contact sheet in DIR only
//   node scripts/make-demo-photos.mjs --index          only rewrite index.json (ids, tags, alt texts)
// Output per photo: <id>-1280.webp (1280×960), <id>-640.webp (640×480), <id>-300.webp (300×225).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { develop } from './make-demo-photos/develop.mjs';
import { photos } from './make-demo-photos/catalogue.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'server/seed-photos');
const args = process.argv.slice(2);
const preview = args.find((a) => a.startsWith('--preview='))?.slice(10);
const filters = args.filter((a) => !a.startsWith('--'));
if (args.includes('--index')) {
  writeIndex();
  process.exit(0);
}
const chosen = photos.filter((p) => !filters.length || filters.some((f) => p.id.includes(f)));
if (!chosen.length) throw new Error(`no photo id contains ${filters.join(' or ')}`);

const SIZES = [
  [1280, 960, 80],
  [640, 480, 75],
  [300, 225, 75],
];
mkdirSync(preview ?? out, { recursive: true });
let total = 0;
for (const [i, p] of chosen.entries()) {
  const t = Date.now();
  const [w, h] = preview ? [640, 480] : [1280, 960];
  const img = await develop(p.scene({ w, h }), { seed: seedOf(p.id), scale: w / 1280 });
  if (preview) {
    await img.png().toFile(join(preview, `${p.id}.png`));
  } else {
    for (const [sw, sh, quality] of SIZES) {
      const buf = await img
        .clone()
        .resize(sw, sh, { kernel: 'lanczos3' })
        .webp({ quality, effort: 6, smartSubsample: true })
        .toBuffer();
      writeFileSync(join(out, `${p.id}-${sw}.webp`), buf);
      total += buf.length;
    }
  }
  console.log(
    `${String(i + 1).padStart(2)}/${chosen.length} ${p.id.padEnd(30)} ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
}

if (preview) {
  await contactSheet(
    chosen.map((p) => p.id),
    preview,
  );
} else {
  writeIndex();
  if (!filters.length) {
    const keep = new Set(photos.flatMap((p) => SIZES.map(([w]) => `${p.id}-${w}.webp`)).concat('index.json'));
    for (const f of readdirSync(out)) if (!keep.has(f)) rmSync(join(out, f));
    console.log(`${photos.length} photos, ${(total / 1024).toFixed(0)} KB of WebP`);
  }
}

function writeIndex() {
  const index = photos.map(({ id, type, tags, alt }) => ({ id, type, tags, alt }));
  writeFileSync(join(out, 'index.json'), JSON.stringify(index, null, 2) + '\n');
}

/** A photo's own seed for its grain, so rendering one photo alone gives the same file. */
function seedOf(id) {
  let h = 7;
  for (const c of id) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return h;
}

/** All previews on one labelled PNG, to review many photos at once. */
async function contactSheet(ids, dir) {
  const cols = 4,
    tw = 320,
    th = 240,
    lh = 22;
  const rows = Math.ceil(ids.length / cols);
  const tiles = await Promise.all(
    ids.map(async (id, k) => ({
      input: await sharp(join(dir, `${id}.png`))
        .resize(tw, th)
        .png()
        .toBuffer(),
      left: (k % cols) * tw,
      top: Math.floor(k / cols) * (th + lh) + lh,
    })),
  );
  const labels = ids
    .map(
      (id, k) =>
        `<text x="${(k % cols) * tw + 6}" y="${Math.floor(k / cols) * (th + lh) + 16}" font-family="DejaVu Sans" font-size="14">${id}</text>`,
    )
    .join('');
  const size = { width: cols * tw, height: rows * (th + lh) };
  await sharp({ create: { ...size, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${labels}</svg>`,
        ),
        left: 0,
        top: 0,
      },
      ...tiles,
    ])
    .png()
    .toFile(join(dir, 'sheet.png'));
}
