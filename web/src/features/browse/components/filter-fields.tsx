import { vehicleTypeLabels, vehicleTypes } from '@espasyo/domain/listings/fields';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { FeatureChecks, Group } from './filter-group';
import type { SearchFormErrors, SearchFormValues } from '../search-filters';

const priceUnitOptions = [
  { value: 'month', label: 'Month' },
  { value: 'day', label: 'Day' },
  { value: 'hour', label: 'Hour (parking)' },
];
const ratingOptions = [
  { value: '4.5', label: '4.5 stars and up' },
  { value: '4', label: '4 stars and up' },
  { value: '3.5', label: '3.5 stars and up' },
  { value: '3', label: '3 stars and up' },
];

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
  const f = { form };
  return (
    <div className="space-y-5">
      <Group legend="Price">
        <div className="grid grid-cols-2 gap-3">
          <TextField
            {...f}
            label="Lowest (₱)"
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
            label="Highest (₱)"
            name="maxPeso"
            inputMode="decimal"
            autoComplete="off"
            maxLength={13}
            placeholder="Any"
            defaultValue={values.maxPeso}
            error={errors.maxPeso}
          />
        </div>
        <Select {...f} label="Price per" name="priceUnit" defaultValue={priceUnit} options={priceUnitOptions} />
      </Group>

      {kind !== 'parking' && (
        <Group legend="Size">
          <div className="grid grid-cols-2 gap-3">
            <TextField
              {...f}
              label="From (m²)"
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
              label="To (m²)"
              name="maxArea"
              inputMode="decimal"
              autoComplete="off"
              maxLength={9}
              placeholder="Any"
              defaultValue={values.maxArea}
              error={errors.maxArea}
            />
          </div>
        </Group>
      )}

      <Group legend="Available">
        <div className={cn('grid gap-3', wide && 'grid-cols-2')}>
          <TextField {...f} label="From" name="from" type="date" defaultValue={values.from} error={errors.from} />
          <TextField {...f} label="To" name="to" type="date" defaultValue={values.to} error={errors.to} />
        </div>
        <TextField
          {...f}
          label="Units needed"
          name="units"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          placeholder="1"
          defaultValue={values.units}
          error={errors.units}
          help="Free on every day you choose, e.g. 3 parking slots."
        />
      </Group>

      {kind !== 'storage' && kind !== 'warehouse' && (
        <Group legend="Vehicle">
          <Select
            {...f}
            label="Fits a"
            name="vehicle"
            defaultValue={values.vehicle}
            placeholder="Any vehicle"
            options={vehicleTypes.map((v) => ({ value: v, label: vehicleTypeLabels[v] }))}
          />
        </Group>
      )}

      <Group legend="Booking and rating">
        <Checkbox
          {...f}
          label="Instant book only"
          name="instantBook"
          value="true"
          defaultChecked={values.instantBook}
        />
        <Select
          {...f}
          label="Rating"
          name="minRating"
          defaultValue={values.minRating}
          placeholder="Any rating"
          options={ratingOptions}
        />
      </Group>

      <Group legend="Features">
        <FeatureChecks form={form} values={values} wide={wide} />
      </Group>
    </div>
  );
}
