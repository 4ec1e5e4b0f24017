// "Develops" a rendered SVG like a phone camera would: slight lens softness, bloom around
// bright lamps and windows, white balance, vignetting and sensor grain. Deterministic per photo.
import sharp from 'sharp';
import { rng } from './math.mjs';

/**
 * opts: bloom (0..1), threshold (0..255 luminance where bloom starts), vignette (0..1),
 * grain (noise σ in 0..255 levels), wb ([r, g, b] gains), contrast (S-curve amount), seed.
 */
export async function develop(svg, opts = {}) {
  const {
    bloom = 0.35,
    threshold = 215,
    vignette = 0.32,
    grain = 2.2,
    wb = [1, 1, 1],
    contrast = 0.08,
    seed = 1,
    soft = 0.55,
    scale = 1,
  } = opts;
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .removeAlpha()
    .blur(Math.max(0.3, soft * scale))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info,
    n = w * h;
  const hi = Buffer.alloc(n * 3);
  for (let i = 0; i < n; i++) {
    const o = i * 3,
      l = 0.2126 * data[o] + 0.7152 * data[o + 1] + 0.0722 * data[o + 2];
    const t = Math.max(0, l - threshold) / (255 - threshold);
    for (let c = 0; c < 3; c++) hi[o + c] = data[o + c] * t;
  }
  const glow = await sharp(hi, { raw: { width: w, height: h, channels: 3 } })
    .blur(w / 45)
    .raw()
    .toBuffer();
  const r = rng(seed),
    curve = new Float32Array(256);
  for (let v = 0; v < 256; v++) {
    const x = v / 255;
    curve[v] = 255 * (x - (contrast * Math.sin(2 * Math.PI * x)) / (2 * Math.PI));
  }
  const out = Buffer.alloc(n * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x,
        o = i * 3;
      const dx = (x - w / 2) / (w / 2),
        dy = (y - h / 2) / (h / 2),
        d2 = (dx * dx + dy * dy) / 2;
      const vig = 1 - vignette * d2 ** 1.3;
      const g = grain * (r() + r() + r() - 1.5) * 1.4;
      for (let c = 0; c < 3; c++) {
        let v = (data[o + c] + bloom * glow[o + c]) * wb[c];
        v = curve[Math.max(0, Math.min(255, Math.round(v)))] * vig + g + grain * 0.35 * (r() - 0.5);
        out[o + c] = Math.max(0, Math.min(255, Math.round(v)));
      }
    }
  return sharp(out, { raw: { width: w, height: h, channels: 3 } });
}
