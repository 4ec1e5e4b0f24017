import { divIcon, layerGroup, marker as createMarker, type Map as LMap, type Marker } from 'leaflet';
import { clusterBadge, clusterMarkers, type MapPiece } from './clusters';
import type { MapMarker } from './map-types';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Cluster = Extract<MapPiece, { kind: 'cluster' }>;

const idsOf = (piece: MapPiece) => (piece.kind === 'marker' ? [piece.marker.id] : piece.ids);

/**
 * The map's markers, each a button (pointer, Enter or Space), and when asked their clusters: the
 * pieces of the map's zoom, drawn again when the zoom changes; a piece that stays keeps its
 * element (and so the focus). Choosing a cluster zooms in on it until it parts, and the focus
 * goes on to the first of its pieces. The buttons follow the markers' order for Tab.
 */
export function createMarkerLayer(
  map: LMap,
  events: { onSelect: (id: string) => void; clusterName: (count: number) => string },
) {
  const group = layerGroup().addTo(map);
  const shown = new Map<string, { piece: MapPiece; mk: Marker }>();
  let markers: MapMarker[] = [];
  let clusters: ReturnType<typeof clusterMarkers> | null = null;
  let marked: { selectedId: string | null; highlightedId: string | null } = { selectedId: null, highlightedId: null };
  /** The ids of a cluster chosen while it had the focus: the first piece of them takes it after the zoom. */
  let focusNext: string[] | null = null;

  /** A button answers Enter and Space (Leaflet's marker alone answers neither with a click). */
  function asButton(mk: Marker, name: string, act: () => void) {
    mk.on('click', act);
    mk.on('add', () => {
      const el = mk.getElement();
      if (!el) return;
      el.setAttribute('aria-label', name);
      el.addEventListener('keydown', (e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        act();
      });
    });
    return mk;
  }

  const priceMarker = (p: MapMarker) =>
    asButton(
      createMarker([p.lat, p.lng], {
        icon: divIcon({ className: 'app-map-marker', html: escapeHtml(p.label), iconSize: undefined }),
        keyboard: true,
        title: p.name,
        riseOnHover: true,
      }),
      p.name,
      () => events.onSelect(p.id),
    );

  function clusterMarker(c: Cluster) {
    const badge = clusterBadge(c.count);
    const name = events.clusterName(c.count);
    const mk = createMarker([c.lat, c.lng], {
      icon: divIcon({
        className: `app-map-cluster is-${badge.size}`,
        html: escapeHtml(badge.text),
        iconSize: undefined,
      }),
      keyboard: true,
      title: name,
      riseOnHover: true,
    });
    return asButton(mk, name, () => zoomInto(c, mk));
  }

  function zoomInto(c: Cluster, mk: Marker) {
    const zoom = Math.min(Math.max(c.expansionZoom, Math.floor(map.getZoom()) + 1), map.getMaxZoom());
    if (zoom <= map.getZoom()) return; // never so: no cluster is left at the map's last zoom
    focusNext = document.activeElement === mk.getElement() ? c.ids : null;
    map.setView([c.lat, c.lng], zoom);
  }

  /** Puts the buttons in the pieces' order, around the focused one (moving it would lose the focus). */
  function order(pieces: MapPiece[]) {
    let prev: HTMLElement | null = null;
    for (const piece of pieces) {
      const el = shown.get(piece.key)?.mk.getElement();
      if (!el) continue;
      if (el !== document.activeElement) {
        if (prev) {
          if (prev.nextElementSibling !== el) prev.after(el);
        } else if (el.parentElement?.firstElementChild !== el) el.parentElement?.prepend(el);
      }
      prev = el;
    }
  }

  function paint() {
    const { selectedId, highlightedId } = marked;
    for (const { piece, mk } of shown.values()) {
      const el = mk.getElement();
      if (piece.kind === 'marker') {
        const id = piece.marker.id;
        el?.classList.toggle('is-selected', id === selectedId);
        el?.classList.toggle('is-highlighted', id === highlightedId);
        el?.setAttribute('aria-pressed', String(id === selectedId));
        mk.setZIndexOffset(id === selectedId ? 2000 : id === highlightedId ? 1000 : 0);
      } else {
        // A cluster holding the chosen or the hovered space says so.
        const holds = piece.ids.some((id) => id === selectedId || id === highlightedId);
        el?.classList.toggle('is-highlighted', holds);
        mk.setZIndexOffset(holds ? 1000 : 0);
      }
    }
  }

  function draw() {
    const pieces: MapPiece[] = clusters
      ? clusters.at(map.getZoom())
      : markers.map((marker) => ({ kind: 'marker', key: `m:${marker.id}`, marker }));
    const keys = new Set(pieces.map((p) => p.key));
    for (const [key, { mk }] of shown)
      if (!keys.has(key)) {
        group.removeLayer(mk);
        shown.delete(key);
      }
    for (const piece of pieces)
      if (!shown.has(piece.key))
        shown.set(piece.key, {
          piece,
          mk: (piece.kind === 'marker' ? priceMarker(piece.marker) : clusterMarker(piece)).addTo(group),
        });
    order(pieces);
    paint();
    const wanted = focusNext;
    focusNext = null;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wanted && lost) {
      const first = pieces.find((p) => idsOf(p).some((id) => wanted.includes(id)));
      if (first) shown.get(first.key)?.mk.getElement()?.focus({ preventScroll: true });
    }
  }

  map.on('zoomend', draw);

  return {
    /** New markers: clustered (`cluster`) or each on its own. */
    set(next: MapMarker[], cluster: boolean) {
      markers = next;
      // The map's last zoom shows every marker alone, so a cluster can always be opened.
      clusters = cluster ? clusterMarkers(next, { maxZoom: Math.max(0, Math.min(map.getMaxZoom(), 30) - 1) }) : null;
      group.clearLayers();
      shown.clear();
      draw();
    },
    /** The chosen and the hovered marker. */
    mark(selectedId: string | null, highlightedId: string | null) {
      marked = { selectedId, highlightedId };
      paint();
    },
    /** The button showing a marker: its own, or its cluster's. */
    elementOf(id: string): HTMLElement | undefined {
      for (const { piece, mk } of shown.values()) if (idsOf(piece).includes(id)) return mk.getElement();
      return undefined;
    },
    positionOf(id: string): [number, number] | undefined {
      const p = markers.find((m) => m.id === id);
      return p && [p.lat, p.lng];
    },
  };
}

export type MarkerLayer = ReturnType<typeof createMarkerLayer>;
