import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { DEFAULT_TILE_URL, mapTilesOf, tileHostSource } from './map-tiles';

describe('map tiles from the environment (README: MAP_TILE_URL)', () => {
  it('gives the CSP host of a tile URL template', () => {
    expect(tileHostSource(DEFAULT_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileHostSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileHostSource('https://tiles-{s}.example.org/{z}/{x}/{y}{r}.png')).toBe('https://*.example.org');
    expect(tileHostSource('http://Maps.Internal:8080/styles/{z}/{x}/{y}.png?key=1')).toBe('http://maps.internal:8080');
  });

  it('refuses what is not an http(s) template with {z}, {x} and {y}', () => {
    for (const bad of [
      'https://tile.example.org/{z}/{x}.png',
      'ftp://tile.example.org/{z}/{x}/{y}.png',
      'tile.example.org/{z}/{x}/{y}.png',
      'https://{s}/{z}/{x}/{y}.png',
      'https://user@tile.example.org/{z}/{x}/{y}.png',
      'https://{z}.example.org/{z}/{x}/{y}.png',
    ])
      expect(tileHostSource(bad), bad).toBeNull();
    expect(() => readEnv({ MAP_TILE_URL: 'https://tile.example.org/tiles.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('defaults to OpenStreetMap with its credit; off means no tiles', () => {
    const env = readEnv({});
    expect(mapTilesOf(env)).toEqual({
      tileUrl: DEFAULT_TILE_URL,
      attribution: expect.stringContaining('OpenStreetMap</a> contributors'),
      maxZoom: 19,
    });
    expect(mapTilesOf(readEnv({ MAP_TILE_URL: 'off' }))).toEqual({ tileUrl: null, attribution: '', maxZoom: 19 });
  });
});
