import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_SOURCE } from '../../http/boot-script';
import { useTestApp } from '../../test/hooks';

const t = useTestApp({
  env: {
    MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
    MAP_TILE_ATTRIBUTION: '&copy; Example Maps',
    MAP_TILE_MAX_ZOOM: 18,
  },
});

describe('GET /api/settings/map: the tile server of /client/map', () => {
  it('answers the configured tiles to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/map' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '&copy; Example Maps',
      maxZoom: 18,
    });
  });

  it("lets the pages load the tile host's images (CSP img-src) and nothing else from it", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.org");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain(`script-src 'self' ${BOOT_SCRIPT_SOURCE};`);
  });
});
