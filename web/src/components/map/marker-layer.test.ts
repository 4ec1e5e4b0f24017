import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { map as createMap, type Map as LMap } from 'leaflet';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapMarker } from './map-types';
import { createMarkerLayer } from './marker-layer';

// Leaflet itself in jsdom: no layout, so no pixels, but its zoom, its markers' elements and
// their events are real. Animations need CSS 3D, which jsdom lacks: every move is at once.

const marker = (id: string, lat: number, lng: number, count = 1): MapMarker => ({
  id,
  lat,
  lng,
  label: `₱${id}`,
  name: `Space ${id}, ₱90 a day`,
  count,
});
const markers = [
  marker('a', 14.55, 121.02),
  marker('b', 14.552, 121.021, 3),
  marker('c', 14.5535, 121.0185),
  marker('d', 10.3157, 123.8854),
];

let map: LMap | null = null;
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // Leaflet keeps the page still when the map takes the focus
});
afterEach(() => {
  map?.remove();
  map = null;
  document.body.innerHTML = '';
});

function setUp({ zoom = 6, cluster = true } = {}) {
  const el = document.createElement('div');
  document.body.append(el);
  map = createMap(el, { maxZoom: 19 }).setView([12.5, 122.5], zoom);
  const onSelect = vi.fn();
  const layer = createMarkerLayer(map, { onSelect, clusterName: (n) => `${n} spaces, zoom in` });
  layer.set(markers, cluster);
  return {
    m: map,
    el,
    layer,
    onSelect,
    buttons: () => within(el.querySelector<HTMLElement>('.leaflet-marker-pane')!).getAllByRole('button'),
  };
}

const names = (buttons: HTMLElement[]) => buttons.map((b) => b.getAttribute('aria-label'));

describe('the markers of a map, clustered', () => {
  it('draws markers close together as a button with their count, the others with their price', () => {
    const { buttons } = setUp();
    expect(names(buttons())).toEqual(['5 spaces, zoom in', 'Space d, ₱90 a day']);
    const [cluster, single] = buttons();
    expect(cluster).toHaveTextContent(/^5$/);
    expect(cluster).toHaveClass('app-map-cluster', 'is-sm');
    expect(cluster).toHaveAttribute('tabindex', '0');
    expect(single).toHaveTextContent(/^₱d$/);
    expect(single).toHaveClass('app-map-marker');
  });

  it('Enter on a cluster zooms in on it until it parts, and the focus goes on to its first piece', async () => {
    const { m, buttons } = setUp();
    const user = userEvent.setup();
    buttons()[0].focus();
    await user.keyboard('{Enter}');
    expect(m.getZoom()).toBeGreaterThan(6);
    expect(m.getCenter().lat).toBeCloseTo(14.552, 2);
    expect(m.getCenter().lng).toBeCloseTo(121.02, 2);
    // Until they stand alone: each press goes further in, the focus staying on what was chosen.
    while (names(buttons()).some((n) => n?.endsWith('zoom in'))) {
      expect(document.activeElement).toBe(buttons()[0]);
      await user.keyboard('{Enter}');
    }
    expect(m.getZoom()).toBeLessThanOrEqual(19);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Space a, ₱90 a day' }));
    expect(names(buttons()).slice(0, 3)).toEqual(['Space a, ₱90 a day', 'Space b, ₱90 a day', 'Space c, ₱90 a day']);
  });

  it('Space and a click zoom in too; Enter on a marker chooses it', async () => {
    const { m, buttons, onSelect } = setUp();
    const user = userEvent.setup();
    buttons()[0].focus();
    await user.keyboard(' ');
    expect(m.getZoom()).toBeGreaterThan(6);
    m.setZoom(6);
    await user.click(screen.getByRole('button', { name: '5 spaces, zoom in' }));
    expect(m.getZoom()).toBeGreaterThan(6);
    expect(onSelect).not.toHaveBeenCalled();

    // (By keyboard: two clicks this close make Leaflet's double click, with no pointer position in jsdom.)
    screen.getByRole('button', { name: 'Space d, ₱90 a day' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('d');
  });

  it('zooming out clusters again, keeping the markers order for Tab', () => {
    const { m, buttons } = setUp({ zoom: 19 });
    expect(names(buttons())).toHaveLength(4);
    m.setZoom(6);
    expect(names(buttons())).toEqual(['5 spaces, zoom in', 'Space d, ₱90 a day']);
    m.setZoom(19);
    expect(names(buttons()).map((n) => n?.slice(0, 7))).toEqual(['Space a', 'Space b', 'Space c', 'Space d']);
  });

  it('a cluster holding the chosen or hovered marker is marked; the marker itself when shown', () => {
    const { m, layer, buttons } = setUp();
    layer.mark('b', null);
    expect(buttons()[0]).toHaveClass('is-highlighted');
    expect(layer.elementOf('b')).toBe(buttons()[0]);
    m.setZoom(19);
    const b = screen.getByRole('button', { name: 'Space b, ₱90 a day' });
    expect(b).toHaveClass('is-selected');
    expect(b).toHaveAttribute('aria-pressed', 'true');
    expect(layer.elementOf('b')).toBe(b);
  });

  it('without clusters every marker is drawn on its own', () => {
    const { buttons } = setUp({ cluster: false });
    expect(names(buttons())).toHaveLength(4);
  });
});
