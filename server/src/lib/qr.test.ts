import { describe, expect, it } from 'vitest';
import { qrShape, qrSvgDataUrl } from './qr';

const otpauth =
  'otpauth://totp/Espasyo:maria%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&period=30&digits=6&algorithm=SHA1&issuer=Espasyo';

const svgOf = (url: string) => Buffer.from(url.replace('data:image/svg+xml;base64,', ''), 'base64').toString();

describe('QR codes (the qrcode package)', () => {
  it('picks the smallest version at error correction level M', () => {
    // Versions from ISO/IEC 18004's capacity table for byte mode, level M: v1 holds 14 bytes, v8 152, v13 331.
    expect(qrShape('hi')).toEqual({ version: 1, size: 21 });
    expect(qrShape(otpauth)).toEqual({ version: 8, size: 49 });
    expect(qrShape('z'.repeat(300))).toEqual({ version: 13, size: 69 });
  });

  it('is an SVG data URL with a 4-module quiet zone on white, dark modules in black', async () => {
    const url = await qrSvgDataUrl(otpauth);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = svgOf(url);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('viewBox="0 0 57 57"'); // 49 modules + 4 on each side
    expect(svg).toContain('fill="#ffffff" d="M0 0h57v57H0z"');
    expect(svg).toContain('stroke="#000000"');
    // The top-left finder pattern starts the first dark row: 7 dark modules right after the quiet zone.
    expect(svg).toMatch(/d="M4 4\.5h7/);
    expect(svg).not.toMatch(/<script|javascript:/i);
  });

  it('refuses text too long for any version at level M', async () => {
    await expect(qrSvgDataUrl('x'.repeat(2400))).rejects.toThrow();
  });
});
