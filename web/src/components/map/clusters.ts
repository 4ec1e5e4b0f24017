import Supercluster from 'supercluster';
import type { MapMarker } from './map-types';

/** What the map draws at a zoom: a marker of its own, or a cluster of markers close together on the screen. */
export type MapPiece =
  | { kind: 'marker'; key: string; marker: MapMarker }
  | {
      kind: 'cluster';
      key: string;
      lat: number;
      lng: number;
      /** What the cluster holds: the sum of its markers' `count`s. */
      count: number;
      /** Its markers' ids, in the markers' order. */
      ids: string[];
      /** The zoom at which it parts into several pieces. */
      expansionZoom: number;
    };

interface Props {
  count: number;
  /** The cluster's first marker in the markers' order. */
  first: number;
}

/**
 * Markers nearer than `radius` screen pixels to each other, drawn as one cluster, up to
 * `maxZoom`; above it every marker stands alone (markers at the very same point are the
 * caller's to group, as one marker that opens its list). Supercluster (mapbox, ISC) does the
 * clustering: a k-d tree per zoom, made once for a set of markers.
 */
export function clusterMarkers(markers: MapMarker[], { maxZoom, radius = 48 }: { maxZoom: number; radius?: number }) {
  const index = new Supercluster<Props, Props>({
    maxZoom,
    radius,
    // Leaflet's tiles are 256 px: so `radius` is in the map's own pixels (the default 512 halves it).
    extent: 256,
    map: (p) => ({ count: p.count, first: p.first }),
    reduce: (acc, p) => {
      acc.count += p.count;
      acc.first = Math.min(acc.first, p.first);
    },
  });
  index.load(
    markers.map((m, i) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [m.lng, m.lat] },
      properties: { count: m.count ?? 1, first: i },
    })),
  );

  /** The pieces at a zoom, over the whole world, in the order of each one's first marker. */
  function at(zoom: number): MapPiece[] {
    return index
      .getClusters([-180, -90, 180, 90], zoom)
      .map((f): { first: number; piece: MapPiece } => {
        const [lng, lat] = f.geometry.coordinates;
        if (!('cluster' in f.properties)) {
          const marker = markers[f.properties.first];
          return { first: f.properties.first, piece: { kind: 'marker', key: `m:${marker.id}`, marker } };
        }
        const { cluster_id: id, count, first } = f.properties;
        const leaves = index
          .getLeaves(id, Number.POSITIVE_INFINITY)
          .map((leaf) => leaf.properties.first)
          .sort((a, b) => a - b);
        const ids = leaves.map((i) => markers[i].id);
        return {
          first,
          piece: {
            kind: 'cluster',
            key: `c:${ids.join(',')}`,
            lat,
            lng,
            count,
            ids,
            expansionZoom: index.getClusterExpansionZoom(id),
          },
        };
      })
      .sort((a, b) => a.first - b.first)
      .map((p) => p.piece);
  }

  return { at };
}

/** A cluster's badge: its count ('1.2k' past a thousand) and a size that grows a little with it. */
export function clusterBadge(count: number): { text: string; size: 'sm' | 'md' | 'lg' } {
  const text = count < 1000 ? String(count) : `${(Math.floor(count / 100) / 10).toString()}k`;
  return { text, size: count < 10 ? 'sm' : count < 100 ? 'md' : 'lg' };
}
