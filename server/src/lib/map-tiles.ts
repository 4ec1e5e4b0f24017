import type { MapTiles } from '@espasyo/domain/contracts/settings';

/** OpenStreetMap's standard tiles, with the credit its tile usage policy asks for. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The CSP host source (img-src) that allows a tile URL template's images, or null when the
 * template is not an http(s) URL with {z}, {x} and {y}. A {s} subdomain becomes a wildcard:
 * `https://{s}.tile.example.org/…` → `https://*.tile.example.org`.
 */
export function tileHostSource(template: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((p) => template.includes(p))) return null;
  const m = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/i.exec(template);
  if (!m) return null;
  let host = m[2];
  if (host.includes('@')) return null;
  if (host.includes('{s}')) {
    const rest = host.slice(host.indexOf('{s}') + 3);
    const dot = rest.indexOf('.');
    if (dot < 0) return null;
    host = `*${rest.slice(dot)}`;
  }
  // Anything else in braces in the host cannot be allowed by one source.
  if (/[{}\s]/.test(host)) return null;
  try {
    new URL(`${m[1]}://${host.replace('*', 'x')}`);
  } catch {
    return null;
  }
  return `${m[1].toLowerCase()}://${host.toLowerCase()}`;
}

/** What the web's map needs (GET /api/settings/map), from the environment. */
export function mapTilesOf(env: {
  MAP_TILE_URL: string;
  MAP_TILE_ATTRIBUTION: string;
  MAP_TILE_MAX_ZOOM: number;
}): MapTiles {
  const off = env.MAP_TILE_URL === 'off';
  return {
    tileUrl: off ? null : env.MAP_TILE_URL,
    attribution: off ? '' : env.MAP_TILE_ATTRIBUTION,
    maxZoom: env.MAP_TILE_MAX_ZOOM,
  };
}
