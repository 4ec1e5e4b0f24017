import { vehicleTypes } from '@espasyo/domain/listings/fields';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { FeatureChecks, Group } from './filter-group';
import type { SearchFormErrors, SearchFormValues } from '../search-filters';

const priceUnits = ['month', 'day', 'hour'] as const;
const ratings = ['4.5', '4', '3.5', '3'];
const known = ['validation', 'apiListings'] as const;

/**
 * The search's filters (docs/product/marketplace.md#discovery): price range in pesos and the
 * unit it compares, size range, dates and units free, vehicle, rating, instant book and
 * features. Uncontrolled fields named as the form sends them (search-filters.ts reads them),
 * so they work in a plain GET form; `form` ties them to a form they are not inside. Size is
 * left out for parking, the vehicle for storage and warehouses.
 */
export function FilterFields({
  values,
  errors = {},
  form,
  kind,
  priceUnit,
  wide = false,
}: {
  values: SearchFormValues;
  errors?: SearchFormErrors;
  form?: string;
  /** The type searched for (chosen or read from the words), which decides the groups shown. */
  kind: string | null;
  /** The unit the search on screen compares prices in. */
  priceUnit: string;
  /** Two columns of features (the sheet) instead of one (the sidebar). */
  wide?: boolean;
}) {
  const { filters: m, vehicles } = useMessages('search');
  const f = { form };
  return (
    // The fields' messages are the search's refusals (apiListings.search), in the page's language.
    <MessageNamespaces value={known}>
      <div className="space-y-5">
        <Group legend={m.price}>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              {...f}
              label={m.lowest}
              name="minPeso"
              inputMode="decimal"
              autoComplete="off"
              maxLength={13}
              placeholder="0"
              defaultValue={values.minPeso}
              error={errors.minPeso}
            />
            <TextField
              {...f}
              label={m.highest}
              name="maxPeso"
              inputMode="decimal"
              autoComplete="off"
              maxLength={13}
              placeholder={m.any}
              defaultValue={values.maxPeso}
              error={errors.maxPeso}
            />
          </div>
          <Select
            {...f}
            label={m.pricePer}
            name="priceUnit"
            defaultValue={priceUnit}
            options={priceUnits.map((u) => ({ value: u, label: m.priceUnits[u] }))}
          />
        </Group>

        {kind !== 'parking' && (
          <Group legend={m.size}>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                {...f}
                label={m.areaFrom}
                name="minArea"
                inputMode="decimal"
                autoComplete="off"
                maxLength={9}
                placeholder="0"
                defaultValue={values.minArea}
                error={errors.minArea}
              />
              <TextField
                {...f}
                label={m.areaTo}
                name="maxArea"
                inputMode="decimal"
                autoComplete="off"
                maxLength={9}
                placeholder={m.any}
                defaultValue={values.maxArea}
                error={errors.maxArea}
              />
            </div>
          </Group>
        )}

        <Group legend={m.available}>
          <div className={cn('grid gap-3', wide && 'grid-cols-2')}>
            <TextField {...f} label={m.from} name="from" type="date" defaultValue={values.from} error={errors.from} />
            <TextField {...f} label={m.to} name="to" type="date" defaultValue={values.to} error={errors.to} />
          </div>
          <TextField
            {...f}
            label={m.units}
            name="units"
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            placeholder="1"
            defaultValue={values.units}
            error={errors.units}
            help={m.unitsHelp}
          />
        </Group>

        {kind !== 'storage' && kind !== 'warehouse' && (
          <Group legend={m.vehicle}>
            <Select
              {...f}
              label={m.fits}
              name="vehicle"
              defaultValue={values.vehicle}
              placeholder={m.anyVehicle}
              options={vehicleTypes.map((v) => ({ value: v, label: vehicles[v] }))}
            />
          </Group>
        )}

        <Group legend={m.bookingRating}>
          <Checkbox {...f} label={m.instantBook} name="instantBook" value="true" defaultChecked={values.instantBook} />
          <Select
            {...f}
            label={m.rating}
            name="minRating"
            defaultValue={values.minRating}
            placeholder={m.anyRating}
            options={ratings.map((n) => ({ value: n, label: m.starsAndUp({ n }) }))}
          />
        </Group>

        <Group legend={m.features}>
          <FeatureChecks form={form} values={values} wide={wide} />
        </Group>
      </div>
    </MessageNamespaces>
  );
}
