#!/usr/bin/env node
// Renders the landing page's hero images, favicon and icon from hand-made SVG scenes.
// Usage: node scripts/make-images.mjs   (from the repo root; needs sharp, installed there)
// Output: web/public/images/hero-{storage,parking,warehouse}-{480,800,1200,1600}.{avif,webp} and
//         -{800,1600}.jpg (the fallback), web/public/favicon.ico (PNG-in-ICO, 16/32/48), web/public/icon.svg
// The widths are the srcset of web/src/features/landing/components/hero-picture.tsx: a phone
// (about 400 CSS px at 1.75-3x) takes 800 or 1200, a desktop's half-width column 1200 or 1600.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { storageScene } from './make-images/storage.mjs';
import { parkingScene } from './make-images/parking.mjs';
import { warehouseScene } from './make-images/warehouse.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pub = join(root, 'web/public');
const out = join(pub, 'images');
mkdirSync(out, { recursive: true });

const scenes = { storage: storageScene, parking: parkingScene, warehouse: warehouseScene };
for (const [name, scene] of Object.entries(scenes)) {
  const png = await sharp(Buffer.from(scene()), { density: 72 }).png().toBuffer();
  for (const w of [480, 800, 1200, 1600]) {
    const img = () => sharp(png).resize(w, (w * 5) / 8);
    const files = [
      [
        `hero-${name}-${w}.avif`,
        await img()
          .removeAlpha()
          .avif({ quality: w > 1000 ? 45 : 50, effort: 6 })
          .toBuffer(),
      ],
      [
        `hero-${name}-${w}.webp`,
        await img()
          .webp({ quality: w > 1000 ? 68 : 72, effort: 6, smartSubsample: true })
          .toBuffer(),
      ],
    ];
    if (w === 800 || w === 1600) {
      files.push([
        `hero-${name}-${w}.jpg`,
        await img()
          .jpeg({ quality: w > 1000 ? 70 : 74, mozjpeg: true, progressive: true })
          .toBuffer(),
      ]);
    }
    for (const [file, buf] of files) {
      writeFileSync(join(out, file), buf);
      console.log(`${file.padEnd(28)} ${(buf.length / 1024).toFixed(1)} KB`);
    }
  }
}

// Brand mark: a teal rounded square with a white roll-up door (three slats) and a key notch.
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#0f766e"/>
  <path d="M12 28 32 14l20 14v22H12z" fill="#ffffff"/>
  <rect x="19" y="30" width="26" height="20" rx="1.5" fill="#0f766e"/>
  <path d="M19 35h26M19 40h26M19 45h26" stroke="#ffffff" stroke-width="2.4"/>
</svg>
`;
writeFileSync(join(pub, 'icon.svg'), icon);

// ICO container holding PNG images (supported by every current browser).
const sizes = [16, 32, 48];
const pngs = await Promise.all(
  sizes.map((s) => sharp(Buffer.from(icon), { density: 300 }).resize(s, s).png().toBuffer()),
);
const head = Buffer.alloc(6 + 16 * sizes.length);
head.writeUInt16LE(0, 0);
head.writeUInt16LE(1, 2);
head.writeUInt16LE(sizes.length, 4);
let offset = head.length;
sizes.forEach((s, i) => {
  const e = 6 + i * 16;
  head.writeUInt8(s, e);
  head.writeUInt8(s, e + 1);
  head.writeUInt8(0, e + 2);
  head.writeUInt8(0, e + 3);
  head.writeUInt16LE(1, e + 4);
  head.writeUInt16LE(32, e + 6);
  head.writeUInt32LE(pngs[i].length, e + 8);
  head.writeUInt32LE(offset, e + 12);
  offset += pngs[i].length;
});
writeFileSync(join(pub, 'favicon.ico'), Buffer.concat([head, ...pngs]));
console.log('favicon.ico, icon.svg');
