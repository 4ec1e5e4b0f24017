import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search, SlidersHorizontal } from 'lucide-react';
import { featureLabels, listingTypeLabels, listingTypes, type ListingFeature } from '@espasyo/domain/listings/fields';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';

const sortOptions = [
  { value: 'relevance', label: 'Best match' },
  { value: 'distance', label: 'Nearest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Rating' },
  { value: 'newest', label: 'Newest' },
];

/** The search as the form shows it, from the address's parameters. */
function valuesOf(params: URLSearchParams) {
  const maxPrice = Number(params.get('maxPrice'));
  return {
    q: params.get('q') ?? '',
    type: params.get('type') ?? '',
    maxPeso: maxPrice > 0 ? String(maxPrice / 100) : '',
    instantBook: params.get('instantBook') === 'true',
    features: new Set((params.get('features') ?? '').split(',').filter(Boolean)),
    sort: params.get('sort') ?? 'relevance',
  };
}

/**
 * The search bar and its filters. A plain GET form, so the words and the type search even
 * without JavaScript; with it, the whole search (filters included, pesos as centavos) goes into
 * the address, so a search can be shared and the back button returns to it.
 */
export function SearchForm({ basePath, params }: { basePath: string; params: URLSearchParams }) {
  const navigate = useNavigate();
  const v = valuesOf(params);
  const filters = (v.maxPeso ? 1 : 0) + (v.instantBook ? 1 : 0) + v.features.size + (v.sort !== 'relevance' ? 1 : 0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const text = String(data.get('q') ?? '').trim();
    if (text) next.set('q', text);
    if (data.get('type')) next.set('type', String(data.get('type')));
    const peso = Number(data.get('maxPeso'));
    if (peso > 0) next.set('maxPrice', String(Math.round(peso * 100)));
    if (data.get('instantBook')) next.set('instantBook', 'true');
    const features = data.getAll('feature').map(String);
    if (features.length) next.set('features', features.join(','));
    if (data.get('sort') && data.get('sort') !== 'relevance') next.set('sort', String(data.get('sort')));
    // A point from 'Use my location' stays with the search; the page starts again at 1.
    for (const key of ['lat', 'lng'] as const) if (params.get(key)) next.set(key, params.get(key)!);
    navigate(`${basePath}${next.size ? `?${next}` : ''}`);
  }

  // Keyed by the search, so that the back button shows the form as the results are.
  return (
    <form key={params.toString()} role="search" action={basePath} method="get" onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <TextField
          label="Place or keyword"
          name="q"
          defaultValue={v.q}
          maxLength={200}
          placeholder="Makati parking, BGC storage, a barangay…"
          autoComplete="off"
          enterKeyHint="search"
        />
        <Select
          label="Type"
          name="type"
          defaultValue={v.type}
          placeholder="All types"
          options={listingTypes.map((t) => ({ value: t, label: listingTypeLabels[t] }))}
        />
        <Button type="submit" icon={<Search aria-hidden="true" className="size-5" />}>
          Search
        </Button>
      </div>
      <details className="rounded-card border border-ink-200 bg-white" open={filters > 0 ? true : undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 text-base font-semibold text-ink-800">
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          Filters and sort{filters > 0 && <span className="text-brand-700"> ({filters})</span>}
        </summary>
        <div className="grid gap-4 border-t border-ink-200 p-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label="Highest price (₱)"
            name="maxPeso"
            type="number"
            inputMode="numeric"
            min={0}
            max={10_000_000}
            defaultValue={v.maxPeso}
            help="Per month for storage and warehouses, per day for parking."
          />
          <Select label="Sort by" name="sort" defaultValue={v.sort} options={sortOptions} />
          <div className="self-center">
            <Checkbox label="Instant book only" name="instantBook" value="true" defaultChecked={v.instantBook} />
          </div>
          <fieldset className="sm:col-span-2 lg:col-span-3">
            <legend className="text-sm font-semibold text-ink-800">Features</legend>
            <div className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
              {(Object.keys(featureLabels) as ListingFeature[]).map((f) => (
                <Checkbox
                  key={f}
                  label={featureLabels[f]}
                  name="feature"
                  value={f}
                  defaultChecked={v.features.has(f)}
                />
              ))}
            </div>
          </fieldset>
          <div className="sm:col-span-2 lg:col-span-3">
            <Button type="submit" variant="secondary">
              Apply filters
            </Button>
          </div>
        </div>
      </details>
    </form>
  );
}
