import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { useMessages } from '@/lib/i18n';
import type { SearchUnderstood } from '@espasyo/domain/contracts/listings';
import { useListingSearch } from '../api/use-listing-search';
import { activeFilterCount, formValuesOf, withoutFilters } from '../search-filters';
import { searchOf } from '../search-params';
import { searchHref } from './use-search-submit';

/** 'Parking near Makati City', 'Spaces matching "roll-up door"', 'Spaces in this area', 'All spaces'. */
export function searchHeading(
  understood: SearchUnderstood | undefined,
  params: URLSearchParams,
  m: Messages<Catalogs['search']>,
): string | null {
  if (!understood) return null;
  const h = m.heading;
  const what = understood.type ? m.types[understood.type] : h.spaces;
  if (params.get('lat') && params.get('lng')) return h.inArea({ what });
  if (understood.place) return h.near({ what, place: understood.place.name });
  if (understood.terms.length) return h.matching({ what, terms: understood.terms.join(' ') });
  return understood.type ? h.all({ what: what.toLowerCase() }) : h.allSpaces;
}

/**
 * What a search page (list or map) reads from its address: the search, its results, the
 * form's values, the filters on and the way to clear them. An address written by a form sent
 * before the page's JavaScript ran (pesos, empty fields) is rewritten to the search's own.
 */
export function useSearchPage(basePath: string) {
  const m = useMessages('search');
  const location = useLocation();
  const navigate = useNavigate();
  const params = searchOf(location.search);
  const search = params.toString();
  const results = useListingSearch(params);
  const data = results.data;

  useEffect(() => {
    const current = location.search.replace(/^\?/, '');
    if (current !== search)
      navigate(`${searchHref(basePath, new URLSearchParams(search))}${location.hash}`, { replace: true });
  }, [location.search, location.hash, search, basePath, navigate]);

  const understood = data?.understood;
  const kind = params.get('type') ?? understood?.type ?? null;
  return {
    basePath,
    params,
    results,
    data,
    values: formValuesOf(params),
    /** The type searched for, chosen or read from the words: which filter groups apply. */
    kind,
    /** The unit prices are compared in: asked for, or the one the search used. */
    priceUnit: params.get('priceUnit') ?? understood?.priceUnit ?? (kind === 'parking' ? 'day' : 'month'),
    near: !!understood?.near || !!(params.get('lat') && params.get('lng')),
    filterCount: activeFilterCount(params),
    clearHref: searchHref(basePath, withoutFilters(params)),
    heading: searchHeading(understood, params, m),
    pages: data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1,
    pageHref: (n: number) => {
      const next = new URLSearchParams(params);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return searchHref(basePath, next);
    },
  };
}
export type SearchPageState = ReturnType<typeof useSearchPage>;
