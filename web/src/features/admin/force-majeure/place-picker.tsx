import { useState } from 'react';
import { X } from 'lucide-react';
import type { ForceMajeurePlace } from '@espasyo/domain/contracts/force-majeure';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n';
import { useCities, useProvinces, useRegions } from './api/use-force-majeure';

/**
 * The provinces and cities an event covers, chosen from the place data a level at a time: a
 * region, a province, then a city or the whole province; each added place is a chip to remove.
 */
export function PlacePicker({
  value,
  onChange,
  error,
}: {
  value: ForceMajeurePlace[];
  onChange: (places: ForceMajeurePlace[]) => void;
  error?: string;
}) {
  const m = useMessages('adminContent').forceMajeure.places;
  const [region, setRegion] = useState('');
  const [province, setProvince] = useState('');
  const [city, setCity] = useState('');
  const regions = useRegions().data?.items ?? [];
  const provinces = useProvinces(region).data?.items ?? [];
  const cities = useCities(province).data?.items ?? [];
  const add = () => {
    const place: ForceMajeurePlace | null = city
      ? { code: city, name: cities.find((c) => c.code === city)?.name ?? city, kind: 'city' }
      : province
        ? { code: province, name: provinces.find((p) => p.code === province)?.name ?? province, kind: 'province' }
        : null;
    if (place && !value.some((p) => p.code === place.code)) onChange([...value, place]);
    setCity('');
  };
  const options = (items: { code: string; name: string }[]) => items.map((i) => ({ value: i.code, label: i.name }));

  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'places-error' : undefined}>
      <legend className="text-sm font-medium text-ink-900">{m.legend}</legend>
      <div className="grid gap-3">
        <Select
          label={m.region}
          placeholder={m.chooseRegion}
          value={region}
          options={options(regions)}
          onChange={(e) => (setRegion(e.target.value), setProvince(''), setCity(''))}
        />
        <Select
          label={m.province}
          placeholder={m.chooseProvince}
          value={province}
          disabled={!region}
          options={options(provinces)}
          onChange={(e) => (setProvince(e.target.value), setCity(''))}
        />
        <Select
          label={m.city}
          placeholder={m.wholeProvince}
          value={city}
          disabled={!province}
          options={options(cities)}
          onChange={(e) => setCity(e.target.value)}
        />
      </div>
      <Button type="button" variant="outline" size="sm" onClick={add} disabled={!province}>
        {m.add}
      </Button>
      {value.length > 0 && (
        <ul aria-label={m.covered} className="flex flex-wrap gap-2">
          {value.map((p) => (
            <li
              key={p.code}
              className="inline-flex items-center gap-1 rounded-full border border-ink-200 bg-ink-50 py-1 pr-1 pl-3 text-sm"
            >
              {p.name}
              <button
                type="button"
                aria-label={m.remove({ name: p.name })}
                onClick={() => onChange(value.filter((x) => x.code !== p.code))}
                className="rounded-full p-1 text-ink-600 hover:bg-ink-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id="places" error={error} />
    </fieldset>
  );
}
