import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MapArea } from '@/components/map/map-types';
import { useMessages } from '@/lib/i18n';
import { groupByPosition, markerOf } from '../map-markers';
import { searchOf } from '../search-params';
import type { SearchPageState } from './use-search-page';
import { searchHref } from './use-search-submit';

/** The map's state beside a search: its markers, the one chosen, the one hovered in the list, where it was moved. */
export function useMapView(state: SearchPageState) {
  const navigate = useNavigate();
  const m = useMessages('search').map;
  const { data, results, params, basePath } = state;
  const search = params.toString();
  const unit = data?.understood.priceUnit ?? 'month';

  const groups = useMemo(() => groupByPosition(data?.items ?? []), [data]);
  const markers = useMemo(() => groups.map((g) => markerOf(g, unit, m)), [groups, unit, m]);
  const groupOf = (itemId: string | null) => groups.find((g) => g.items.some((i) => i.id === itemId))?.id ?? null;

  // Chosen marker and moved view belong to the search they were made in.
  const [chosen, setChosen] = useState<{ search: string; id: string | null }>({ search, id: null });
  const [moved, setMoved] = useState<{ search: string; view: MapArea } | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const selected = chosen.search === search ? (groups.find((g) => g.id === chosen.id) ?? null) : null;

  return {
    groups,
    markers,
    unit,
    selected,
    select: (id: string | null) => setChosen({ search, id }),
    highlightedId: groupOf(hovered),
    hoveredItem: hovered,
    hover: setHovered,
    /** Frames the map when a search's own results are in (not while the last ones stand in). */
    frameKey: data && !results.isPlaceholderData ? search : null,
    area: data?.understood.near ?? null,
    moved: moved?.search === search ? moved.view : null,
    onMove: (view: MapArea) => setMoved({ search, view }),
    /** 'Search this area': the same words and filters around the map's centre, from page 1. */
    searchArea: () => {
      if (!moved) return;
      const next = new URLSearchParams(params);
      next.set('lat', moved.view.lat.toFixed(4));
      next.set('lng', moved.view.lng.toFixed(4));
      next.delete('page');
      navigate(searchHref(basePath, searchOf(next)));
    },
  };
}
