/** What the map component takes (leaflet-map.tsx); apart, so pages name them without loading Leaflet. */

/** A labelled point: `label` is drawn on the map, `name` is what a screen reader and a tooltip say. */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  label: string;
  name: string;
  /** How many things the marker stands for (several spaces at one point), counted by a cluster; 1 if unset. */
  count?: number;
}

/** A circle on the map: a place searched around, or the map's view. */
export interface MapArea {
  lat: number;
  lng: number;
  radiusKm: number;
}

export interface LeafletMapProps {
  /** The tile server (null: none, markers on a plain background) and its credit (HTML). */
  tiles: { url: string | null; attribution: string; maxZoom: number };
  markers: MapMarker[];
  /**
   * Markers close together on the screen drawn as one round badge with their count, until the
   * map's last zoom; choosing it (pointer, Enter or Space) zooms in until they part. `name` is
   * its accessible name ('12 spaces, zoom in'). Unset: every marker drawn on its own.
   */
  cluster?: { name: (count: number) => string };
  /** What to show when there are no markers; null: the whole of `home`. */
  area: MapArea | null;
  /** Drawn as a shaded circle (a listing's approximate location). */
  circle?: MapArea | null;
  /**
   * A pin the person places (the listing form): dragged, or put where they click or tap. The
   * map follows it when it moves from outside (typed coordinates, a new city).
   */
  pin?: { lat: number; lng: number } | null;
  onPinMove?: (lat: number, lng: number) => void;
  /** The map's widest view, [[south, west], [north, east]]. */
  home: [[number, number], [number, number]];
  /** A new value frames the markers again (a new set of them; null: not yet); moving the map never does. */
  frameKey: string | null;
  selectedId: string | null;
  /** Room (px) a card over the map's lower edge takes: a chosen marker is moved above it. */
  selectedPadding?: number;
  highlightedId?: string | null;
  onSelect: (id: string | null) => void;
  /** The person moved or zoomed the map: its centre and the radius it shows. */
  onMove?: (view: MapArea) => void;
  /** No tile has loaded and one has failed (no network, a wrong URL). */
  onTilesFailed?: () => void;
  /** The map's accessible name. */
  label: string;
  className?: string;
}
