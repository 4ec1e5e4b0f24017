import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LeafletMap from './leaflet-map';

// A browser without ResizeObserver or matchMedia (jsdom, an old WebView) still gets its map: a
// listing form's address step failed at random in CI when the map mounted there.
describe('the map without ResizeObserver or matchMedia', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('mounts and names itself', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    vi.stubGlobal('matchMedia', undefined);
    render(
      <LeafletMap
        label="Map of the results"
        tiles={{ url: null, attribution: '', maxZoom: 18 }}
        markers={[]}
        area={null}
        home={[
          [4.5, 116.9],
          [21.1, 126.6],
        ]}
        frameKey={null}
        selectedId={null}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByRole('region', { name: 'Map of the results' })).toBeInTheDocument();
  });
});
