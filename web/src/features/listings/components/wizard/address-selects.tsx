import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CityOption } from '@espasyo/domain/contracts/places';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n';
import { useBarangays, useCities, useProvinces, useRegions } from '@/lib/use-places';
import type { ListingDraftInput } from '@espasyo/domain/listings/schema';
import type { WizardValues } from './form-values';

type Form = UseFormReturn<WizardValues, unknown, ListingDraftInput>;
type Level = 'regionCode' | 'provinceCode' | 'cityCode' | 'barangayCode';
const below: Record<Level, Level[]> = {
  regionCode: ['provinceCode', 'cityCode', 'barangayCode'],
  provinceCode: ['cityCode', 'barangayCode'],
  cityCode: ['barangayCode'],
  barangayCode: [],
};

/** A list's state as the select shows it: its options, or why there are none yet. */
function optionsOf<T extends { code: string; name: string }>(
  q: { data?: { items: T[] }; isPending: boolean; isError: boolean; fetchStatus: string },
  label: (item: T) => string = (i) => i.name,
) {
  const waiting = q.isPending && q.fetchStatus !== 'idle';
  return {
    options: q.data?.items.map((i) => ({ value: i.code, label: label(i) })) ?? [],
    loading: waiting,
    failed: q.isError,
  };
}

/**
 * Region → province → city or municipality → barangay, from the official PSGC list. Each list
 * is fetched when the place above it is chosen; choosing another place clears the ones below.
 * `onCity` hears the chosen city (its centre places the pin).
 */
export function AddressSelects({ form, onCity }: { form: Form; onCity: (city: CityOption | undefined) => void }) {
  const m = useMessages('listingWizard').address;
  const { register, watch, setValue, formState } = form;
  const { errors } = formState;
  const [regionCode, provinceCode, cityCode, barangayCode] = watch([
    'regionCode',
    'provinceCode',
    'cityCode',
    'barangayCode',
  ]);
  const regions = useRegions();
  const provinces = useProvinces(regionCode);
  const cities = useCities(provinceCode);
  const barangays = useBarangays(cityCode);

  // A region with one province (NCR: Metro Manila) chooses it.
  const onlyProvince = provinces.data?.items.length === 1 ? provinces.data.items[0].code : null;
  useEffect(() => {
    if (onlyProvince && !provinceCode) setValue('provinceCode', onlyProvince, { shouldDirty: true });
  }, [onlyProvince, provinceCode, setValue]);

  const field = (name: Level, onPick?: (code: string) => void) =>
    register(name, {
      onChange: (e: { target: { value: string } }) => {
        for (const b of below[name]) setValue(b, '', { shouldDirty: true });
        onPick?.(e.target.value);
      },
    });

  const lists = [
    { name: 'regionCode', level: 'region', label: m.region, value: regionCode, parent: true, ...optionsOf(regions) },
    {
      name: 'provinceCode',
      level: 'province',
      label: m.province,
      value: provinceCode,
      parent: !!regionCode,
      ...optionsOf(provinces),
    },
    {
      name: 'cityCode',
      level: 'city',
      label: m.city,
      value: cityCode,
      parent: !!provinceCode,
      ...optionsOf(cities),
    },
    {
      name: 'barangayCode',
      level: 'barangay',
      label: m.barangay,
      value: barangayCode,
      parent: !!cityCode,
      ...optionsOf(barangays, (b) => (b.district ? m.barangayIn({ name: b.name, district: b.district }) : b.name)),
    },
  ] as const;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {lists.map((l) => (
        <Select
          key={l.name}
          label={l.label}
          required
          value={l.value}
          disabled={!l.parent || l.loading}
          placeholder={l.loading ? m.loading : !l.parent ? m.chooseAbove : m.choose({ level: l.level })}
          options={l.options}
          help={l.failed ? m.listFailed : undefined}
          error={errors[l.name]?.message}
          {...field(
            l.name,
            l.name === 'cityCode' ? (code) => onCity(cities.data?.items.find((c) => c.code === code)) : undefined,
          )}
        />
      ))}
    </div>
  );
}
