import { useEffect, useRef } from 'react';
import {
  circle as createCircle,
  control,
  divIcon,
  latLng,
  latLngBounds,
  map as createMap,
  marker as createMarker,
  tileLayer,
  type LatLngBounds,
  type Map as LMap,
  type Marker,
} from 'leaflet';

import type { LeafletMapProps } from './map-types';
import { createMarkerLayer, type MarkerLayer } from './marker-layer';

/** The radius (km) a view shows around its centre: to its nearest edge. */
function radiusOf(bounds: LatLngBounds): number {
  const c = bounds.getCenter();
  const toEdge = Math.min(
    c.distanceTo(latLng(bounds.getNorth(), c.lng)),
    c.distanceTo(latLng(c.lat, bounds.getEast())),
  );
  return toEdge / 1000;
}

/**
 * The Leaflet map behind LeafletMap: made once on the returned element, its markers redrawn when
 * they change (clustered when asked: marker-layer.ts), framed when `frameKey` does, the chosen
 * and hovered markers marked, and the person's own moves reported (the component's framing is
 * not theirs).
 */
export function useLeafletMap(props: LeafletMapProps) {
  const { tiles, markers, frameKey, selectedId, highlightedId, pin } = props;
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LMap | null>(null);
  const layer = useRef<MarkerLayer | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const moving = useRef(false); // a move the component itself makes (framing) is not the person's
  const framePending = useRef(false);

  function frame() {
    const m = mapRef.current;
    if (!m) return;
    if (!container.current?.clientWidth) {
      framePending.current = true; // hidden (a phone showing the list): frame when shown
      return;
    }
    framePending.current = false;
    const { markers: points, area, home } = latest.current;
    moving.current = true;
    if (points.length)
      m.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [56, 56], maxZoom: 15, animate: false });
    else if (area) m.fitBounds(latLng(area.lat, area.lng).toBounds(area.radiusKm * 2000), { animate: false });
    else m.fitBounds(home, { animate: false });
    moving.current = false;
  }

  useEffect(() => {
    const el = container.current!;
    // Where there is no matchMedia (a test's DOM, an old WebView), the map simply animates.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const m = createMap(el, {
      attributionControl: false,
      minZoom: 4,
      maxZoom: tiles.maxZoom,
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
    });
    mapRef.current = m;
    // A view from the start (Leaflet places nothing without one); frame() makes it the right one.
    m.setView(latLngBounds(latest.current.home).getCenter(), 5, { animate: false });
    control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(m);
    if (tiles.url) {
      let loaded = 0;
      let told = false;
      tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom })
        .on('tileload', () => void loaded++)
        .on('tileerror', () => {
          if (loaded || told) return;
          told = true;
          latest.current.onTilesFailed?.();
        })
        .addTo(m);
    }
    layer.current = createMarkerLayer(m, {
      onSelect: (id) => latest.current.onSelect(id),
      clusterName: (count) => latest.current.cluster?.name(count) ?? String(count),
    });
    const area = latest.current.circle;
    if (area) {
      createCircle([area.lat, area.lng], {
        radius: area.radiusKm * 1000,
        className: 'app-map-circle',
        interactive: false,
      }).addTo(m);
    }
    m.on('click', (e) => {
      latest.current.onSelect(null);
      latest.current.onPinMove?.(e.latlng.lat, e.latlng.lng);
    });
    m.on('moveend', () => {
      if (moving.current) return;
      const b = m.getBounds();
      const c = b.getCenter();
      latest.current.onMove?.({ lat: c.lat, lng: c.lng, radiusKm: radiusOf(b) });
    });
    // Where there is no ResizeObserver (a test's DOM, an old WebView) the map keeps its first size.
    const resize =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            moving.current = true;
            m.invalidateSize({ animate: false });
            moving.current = false;
            if (framePending.current) frame();
          })
        : null;
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      m.remove();
      mapRef.current = null;
    };
    // The tile server is set at the server's start: one map per mount.
  }, []);

  const pinMarker = useRef<Marker | null>(null);
  useEffect(() => {
    const m = mapRef.current;
    if (!m || !pin) return;
    if (!pinMarker.current) {
      pinMarker.current = createMarker([pin.lat, pin.lng], {
        icon: divIcon({ className: 'app-map-pin', html: '', iconSize: [28, 28] }),
        draggable: true,
        autoPan: true,
        keyboard: false, // the coordinate fields beside the map are the keyboard's way
        title: 'The pin: drag it onto the space',
      })
        .on('dragend', () => {
          const at = pinMarker.current!.getLatLng();
          latest.current.onPinMove?.(at.lat, at.lng);
        })
        .addTo(m);
    } else pinMarker.current.setLatLng([pin.lat, pin.lng]);
    // Moved from outside (typed, a new city): bring it into view, close enough to place it well.
    if (!m.getBounds().pad(-0.15).contains([pin.lat, pin.lng]) || m.getZoom() < 12) {
      moving.current = true;
      m.setView([pin.lat, pin.lng], Math.max(m.getZoom(), 16), { animate: false });
      moving.current = false;
    }
  }, [pin?.lat, pin?.lng]);

  const clustered = !!props.cluster;
  const markersKey = markers.map((p) => `${p.id}:${p.lat},${p.lng}:${p.label}:${p.name}:${p.count ?? 1}`).join('|');
  useEffect(() => {
    layer.current!.set(latest.current.markers, clustered);
  }, [markersKey, clustered]);

  useEffect(() => {
    if (frameKey !== null) frame();
  }, [frameKey]);

  useEffect(() => {
    layer.current!.mark(selectedId, highlightedId ?? null);
  }, [selectedId, highlightedId, markersKey, clustered]);

  const lastSelected = useRef<string | null>(null);
  useEffect(() => {
    const previous = lastSelected.current;
    lastSelected.current = selectedId;
    // What showed the chosen marker's content is gone: the focus goes back to the marker (or its cluster).
    if (!selectedId && previous && (document.activeElement === document.body || !document.activeElement))
      layer.current?.elementOf(previous)?.focus({ preventScroll: true });
    const at = selectedId ? layer.current?.positionOf(selectedId) : undefined;
    const m = mapRef.current;
    if (!at || !m) return;
    moving.current = true;
    m.panInside(at, {
      paddingTopLeft: [48, 64],
      paddingBottomRight: [48, latest.current.selectedPadding ?? 48],
      animate: false,
    });
    moving.current = false;
  }, [selectedId]);

  return container;
}
