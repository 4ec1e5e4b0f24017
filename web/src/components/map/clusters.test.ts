import { describe, expect, it } from 'vitest';
import { clusterBadge, clusterMarkers, type MapPiece } from './clusters';
import type { MapMarker } from './map-types';

const marker = (id: string, lat: number, lng: number, count?: number): MapMarker => ({
  id,
  lat,
  lng,
  label: `₱${id}`,
  name: `Space ${id}`,
  count,
});

/** What a zoom shows, in short: a marker's id, or a cluster's ids and count. */
const shown = (pieces: MapPiece[]) =>
  pieces.map((p) => (p.kind === 'marker' ? p.marker.id : `[${p.ids.join(' ')}]×${p.count}`));

// Makati, a few hundred metres apart, and one in Cebu.
const makati = [
  marker('a', 14.55, 121.02),
  marker('b', 14.552, 121.021, 3), // three spaces at one point
  marker('c', 14.5535, 121.0185),
];
const cebu = marker('d', 10.3157, 123.8854);

describe('clusters of markers', () => {
  it('at a zoom that shows the country, markers close together are one cluster counting their spaces', () => {
    const clusters = clusterMarkers([...makati, cebu], { maxZoom: 18 });
    expect(shown(clusters.at(6))).toEqual(['[a b c]×5', 'd']);
    const [cluster] = clusters.at(6);
    expect(cluster).toMatchObject({ kind: 'cluster', key: 'c:a,b,c' });
    if (cluster.kind !== 'cluster') return;
    // Drawn at their middle, weighted by each marker's share.
    expect(cluster.lat).toBeGreaterThan(14.55);
    expect(cluster.lat).toBeLessThan(14.5535);
  });

  it('pieces keep the order of their first marker', () => {
    const clusters = clusterMarkers([cebu, makati[2], makati[0], makati[1]], { maxZoom: 18 });
    expect(shown(clusters.at(6))).toEqual(['d', '[c a b]×5']);
  });

  it("a cluster's expansion zoom is the first at which it parts", () => {
    const clusters = clusterMarkers([...makati, cebu], { maxZoom: 18 });
    let zoom = 6;
    let pieces = clusters.at(zoom);
    // Follow the first cluster in until every marker stands alone.
    while (pieces[0].kind === 'cluster') {
      const { expansionZoom, key } = pieces[0];
      expect(expansionZoom).toBeGreaterThan(zoom);
      expect(clusters.at(expansionZoom - 1).map((p) => p.key)).toContain(key);
      zoom = expansionZoom;
      pieces = clusters.at(zoom);
      expect(pieces.map((p) => p.key)).not.toContain(key);
    }
    expect(zoom).toBeGreaterThan(12);
    expect(zoom).toBeLessThanOrEqual(17);
    expect(shown(clusters.at(zoom)).slice(0, 1)).toEqual(['a']);
  });

  it('the radius is in the map’s pixels: markers 48 px apart part, nearer ones do not', () => {
    // At zoom 14 a degree of longitude is 256 × 2^14 / 360 ≈ 11,651 px.
    const pxPerDegree = (256 * 2 ** 14) / 360;
    const near = clusterMarkers([marker('a', 0, 0), marker('b', 0, 40 / pxPerDegree)], { maxZoom: 18 });
    expect(shown(near.at(14))).toEqual(['[a b]×2']);
    const apart = clusterMarkers([marker('a', 0, 0), marker('b', 0, 56 / pxPerDegree)], { maxZoom: 18 });
    expect(shown(apart.at(14))).toEqual(['a', 'b']);
  });

  it('above its last zoom every marker stands alone, however near: a cluster can always be opened', () => {
    // Public points are rounded to 4 decimals: two can be 11 m apart.
    const clusters = clusterMarkers([marker('a', 14.5501, 121.0201), marker('b', 14.5502, 121.0201)], {
      maxZoom: 18,
    });
    expect(clusters.at(18)).toMatchObject([{ kind: 'cluster', expansionZoom: 19 }]);
    expect(shown(clusters.at(19))).toEqual(['a', 'b']);
    expect(shown(clusters.at(19.5))).toEqual(['a', 'b']);
  });

  it('one marker, or none, is no cluster', () => {
    expect(shown(clusterMarkers([cebu], { maxZoom: 18 }).at(4))).toEqual(['d']);
    expect(clusterMarkers([], { maxZoom: 18 }).at(4)).toEqual([]);
  });
});

describe("a cluster's badge", () => {
  it('shows the count, and grows a little with it', () => {
    expect(clusterBadge(2)).toEqual({ text: '2', size: 'sm' });
    expect(clusterBadge(12)).toEqual({ text: '12', size: 'md' });
    expect(clusterBadge(300)).toEqual({ text: '300', size: 'lg' });
    expect(clusterBadge(1250)).toEqual({ text: '1.2k', size: 'lg' });
  });
});
