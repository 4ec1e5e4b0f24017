/**
 * The search's address (issue 11: the whole search lives in the URL). It carries GET
 * /api/listings' own parameters (domain/src/listings/search.ts: prices in centavos). A form
 * sent before the page's JavaScript runs arrives with the form's own names (`minPeso`,
 * `features` repeated, empty fields): `searchOf` reads those too, so a search works the same
 * with or without JavaScript. No imports: the route table's prefetch of /spaces carries this
 * file into every page's first download.
 */

/** GET /api/listings' parameters, in the order the address writes them. */
export const SEARCH_PARAMS = [
  'q',
  'lat',
  'lng',
  'type',
  'minPrice',
  'maxPrice',
  'priceUnit',
  'minArea',
  'maxArea',
  'features',
  'vehicle',
  'instantBook',
  'minRating',
  'from',
  'to',
  'units',
  'sort',
  'page',
] as const;
export type SearchParam = (typeof SEARCH_PARAMS)[number];

/** '1,500.50' → 150050 centavos; null when blank, NaN when not an amount. */
export function pesosToCentavos(text: string): number | null {
  const t = text.replace(/[₱,\s]/g, '');
  if (!t) return null;
  if (!/^\d+(\.\d{0,2})?$/.test(t)) return Number.NaN;
  return Math.round(Number(t) * 100);
}

/**
 * The search of an address's query string in a fixed order, without empty or default values,
 * so that each search has one address and one cache entry. Reads a form sent without
 * JavaScript too: pesos, repeated features, `instantBook=true`, `sort=relevance`, `units=1`,
 * a price unit without a price.
 */
export function searchOf(search: string | URLSearchParams): URLSearchParams {
  const given = new URLSearchParams(search);
  const value = (key: string) => given.get(key)?.trim() ?? '';
  const out = new URLSearchParams();
  for (const key of SEARCH_PARAMS) {
    let v = value(key);
    if (key === 'minPrice' || key === 'maxPrice') {
      const pesos = key === 'minPrice' ? 'minPeso' : 'maxPeso';
      const c = pesosToCentavos(value(pesos));
      if (!v && c !== null && Number.isFinite(c)) v = String(c);
    } else if (key === 'features') {
      v = [
        ...new Set(
          given
            .getAll('features')
            .flatMap((f) => f.split(','))
            .map((f) => f.trim())
            .filter(Boolean),
        ),
      ].join(',');
    } else if ((key === 'sort' && v === 'relevance') || (key === 'units' && v === '1') || (key === 'page' && v === '1'))
      v = '';
    else if (key === 'instantBook' && v !== 'true') v = '';
    if (v) out.set(key, v);
  }
  // The unit matters to a price range or a price sort only.
  if (!out.has('minPrice') && !out.has('maxPrice') && !out.get('sort')?.startsWith('price')) out.delete('priceUnit');
  return out;
}
