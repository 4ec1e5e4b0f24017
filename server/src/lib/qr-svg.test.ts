import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrSvgDataUrl } from './qr-svg';

const otpauth =
  'otpauth://totp/Espasyo:maria%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&period=30&digits=6&algorithm=SHA1&issuer=Espasyo';
const fingerprint = (m: boolean[][]) =>
  createHash('sha256')
    .update(m.map((r) => r.map((d) => (d ? '1' : '0')).join('')).join('\n'))
    .digest('hex');

/** The finder pattern: a 7×7 dark ring, a light ring, a 3×3 dark core. */
function hasFinderAt(m: boolean[][], x0: number, y0: number): boolean {
  for (let y = 0; y < 7; y++)
    for (let x = 0; x < 7; x++) {
      const d = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (m[y0 + y][x0 + x] !== (d !== 2)) return false;
    }
  return true;
}

describe('QR encoder', () => {
  it('picks the smallest version and draws the three finder patterns', () => {
    for (const [text, size] of [
      ['hi', 21],
      [otpauth, 49],
      ['z'.repeat(300), 69],
    ] as const) {
      const m = qrMatrix(text);
      expect(m.length).toBe(size);
      expect(hasFinderAt(m, 0, 0) && hasFinderAt(m, size - 7, 0) && hasFinderAt(m, 0, size - 7)).toBe(true);
    }
  });

  it('matches the output that was checked by decoding it with an independent reader (jsQR)', () => {
    expect(fingerprint(qrMatrix('hi'))).toBe('81240590f3a630b03aa70a8aaf521ec30c4911af3307da27eeb2126afcb5b39a');
    expect(fingerprint(qrMatrix(otpauth))).toBe('13787acb8cac175a9266248ffea6ea99a43e6300097d08ba000ed2c458e00f3e');
  });

  it('returns an SVG data URL with a quiet zone', () => {
    const url = qrSvgDataUrl('hi');
    const svg = Buffer.from(url.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toContain('viewBox="0 0 29 29"');
    expect(() => qrMatrix('x'.repeat(500))).toThrow(/too long/);
  });
});
