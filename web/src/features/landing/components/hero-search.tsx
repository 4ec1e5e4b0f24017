import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Car, LocateFixed, MapPin, Package, Search, Warehouse } from 'lucide-react';
import { searchTypes, type SearchType } from '@espasyo/domain/messages/landing';
import { limits } from '@espasyo/domain/schemas/limits';
import { useMessages } from '@/lib/i18n';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { browseUrl } from '@/features/landing/lib/browse-url';
import { panelId, tabId, TabList } from './tab-list';

const icons: Record<SearchType, typeof Car> = { storage: Package, parking: Car, warehouse: Warehouse };
type GeoStatus = 'idle' | 'locating' | 'found' | 'fallback';
/** The suggested searches (docs/product/routes.md), their words `landing.hero.popular` in the page's language. */
const popular = [
  ['manila', 'storage'],
  ['makati', 'parking'],
  ['quezonCity', 'warehouse'],
  ['bgc', 'storage'],
  ['ortigas', 'parking'],
] as const satisfies readonly (readonly [string, SearchType])[];

/** The hero search (docs/product/routes.md): type tabs, location box, 'Use my location', suggestions. */
export function HeroSearch() {
  const m = useMessages('landing').hero;
  const tabs = searchTypes.map((t) => {
    const Icon = icons[t];
    return {
      value: t,
      label: m.tab[t],
      icon: <Icon aria-hidden="true" className="hidden size-4 shrink-0 min-[400px]:block" />,
    };
  });
  const geoText: Record<GeoStatus, string> = {
    idle: '',
    locating: m.locating,
    found: m.locationFound,
    fallback: m.locationFallbackNote,
  };
  const [type, setType] = useState<SearchType>('storage');
  const [q, setQ] = useState('');
  const [geo, setGeo] = useState<GeoStatus>('idle');
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const prefix = `search${id.replace(/:/g, '')}`;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!q.trim()) {
      input.current?.focus(); // blank after trimming: nothing happens (docs/product/routes.md)
      return;
    }
    navigate(browseUrl(q, type));
  }

  function locate() {
    const fallback = () => {
      setQ(m.locationFallback);
      setGeo('fallback');
    };
    if (!navigator.geolocation) return fallback(); // no support: same fallback as a refusal
    setGeo('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setQ(`${coords.latitude},${coords.longitude}`);
        setGeo('found');
      },
      fallback,
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="rounded-panel border border-ink-200 bg-white p-4 shadow-raised sm:p-6">
      <TabList label={m.searchTypesLabel} prefix={prefix} items={tabs} value={type} onChange={setType} />
      <div role="tabpanel" id={panelId(prefix)} aria-labelledby={tabId(prefix, type)} className="mt-4">
        <form role="search" onSubmit={submit} noValidate>
          <label htmlFor={`${prefix}-q`} className="block text-sm font-semibold text-ink-800">
            {m.locationLabel}
          </label>
          <div className="relative mt-1">
            <MapPin
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-500"
            />
            <input
              ref={input}
              id={`${prefix}-q`}
              name="q"
              type="text"
              inputMode="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={limits.search}
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={m.locationPlaceholder}
              aria-describedby={`${prefix}-geo`}
              className="h-12 w-full rounded-field border border-ink-300 bg-white pr-3 pl-10 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600"
            />
          </div>
          <p id={`${prefix}-geo`} role="status" className={cn('text-sm text-ink-600', geo !== 'idle' && 'mt-2')}>
            {geoText[geo]}
          </p>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            <button
              type="button"
              onClick={locate}
              aria-busy={geo === 'locating' || undefined}
              className={buttonClasses('outline', 'md', true)}
            >
              <LocateFixed aria-hidden="true" className={cn('size-5', geo === 'locating' && 'animate-pulse')} />
              {m.useMyLocation}
            </button>
            <button type="submit" className={cn(buttonClasses('primary', 'md', true), 'min-h-12')}>
              <Search aria-hidden="true" className="size-5" />
              {m.submit[type]}
            </button>
          </div>
        </form>
      </div>
      <div className="mt-5 border-t border-ink-200 pt-4">
        <p id={`${prefix}-popular`} className="text-sm font-semibold text-ink-800">
          {m.popularLabel}
        </p>
        <ul aria-labelledby={`${prefix}-popular`} className="mt-2 flex flex-wrap gap-2">
          {popular.map(([key, type]) => (
            <li key={key}>
              <Link
                to={browseUrl(m.popular[key], type)}
                className="inline-flex min-h-11 items-center rounded-full border border-ink-200 bg-ink-50 px-3.5 text-sm text-ink-700 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800"
              >
                {m.popular[key]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
