import { Send, Zap } from 'lucide-react';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { cancellationPolicies, durationUnits, listingLimits as L } from '@espasyo/domain/listings/fields';
import { tenancyDefaults } from '@espasyo/domain/tenancies/calendar';
import { clientNoticeDayOptions } from '@espasyo/domain/tenancies/notice';
import { depositCap } from '@espasyo/domain/deposits/deposit';
import { depositMessages } from '@espasyo/domain/messages/deposits';
import { formatMoney } from '@/lib/format';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { cancellationWords } from '@/features/listings/components/listing-prices';
import { ChoiceCards } from './choice-cards';
import { pesosToCentavos } from './money';
import { PesoField } from './peso-field';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';

const unitWords = { hour: 'hours', day: 'days', month: 'months' } as const;
const bookingChoices = [
  {
    value: 'instant',
    label: 'Instant book',
    icon: Zap,
    description: 'Renters book and pay at once. More bookings, no requests to answer.',
  },
  {
    value: 'request',
    label: 'Request to book',
    icon: Send,
    description: 'You accept each request within 24 hours; the renter pays after you accept.',
  },
];
const noticeChoices = clientNoticeDayOptions.map((days) => ({
  value: String(days),
  label: days === 0 ? 'No notice: any day' : `${days} days`,
}));
const policyChoices = cancellationPolicies.map((p) => ({
  value: p,
  label: p[0].toUpperCase() + p.slice(1),
  description: cancellationWords[p],
}));

/**
 * Prices in pesos (stored in centavos), the notice to end a monthly rental (asked only once there
 * is a monthly price: it means nothing without one, and the saved choice stays if the price is
 * cleared), the minimum stay, how many identical units, how renters book, cancellation.
 */
export function PricesStep({ listing }: { listing: HostListing }) {
  const parking = listing.type === 'parking';
  // Only parking has an hourly price: one left from when the space was parking is cleared.
  const { form, error, saving, onSubmit, onBack } = useStepForm(listing, 'prices', (draft) =>
    !parking && listing.pricePerHour != null ? { ...draft, pricePerHour: null } : draft,
  );
  const { register, watch, formState } = form;
  const { errors } = formState;
  const [hour, day, month] = watch(['pricePerHour', 'pricePerDay', 'pricePerMonth']);
  const units = durationUnits.filter((u) => parking || u !== 'hour');
  // The deposit's cap for the prices as typed: two months' rent or ₱20,000, whichever is less.
  const typed = (v: string) => {
    const c = pesosToCentavos(v);
    return c != null && Number.isInteger(c) ? c : null;
  };
  const cap = depositCap({
    pricePerHour: parking ? typed(hour) : null,
    pricePerDay: typed(day),
    pricePerMonth: typed(month),
  });
  const deposit = watch('securityDeposit');

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-8">
      <fieldset>
        <legend className="text-base font-semibold text-ink-900">Prices</legend>
        <p className="mt-1 text-sm text-ink-600">
          Enter at least one, in pesos. Renters pay the cheapest mix of{' '}
          {parking ? 'months, days and hours' : 'months and days'} for their stay.
        </p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {parking && (
            <PesoField
              label="Per hour"
              unit="hour"
              value={hour}
              error={errors.pricePerHour?.message}
              {...register('pricePerHour')}
            />
          )}
          <PesoField
            label="Per day"
            unit="day"
            value={day}
            error={errors.pricePerDay?.message}
            {...register('pricePerDay')}
          />
          <PesoField
            label="Per month"
            unit="month"
            value={month}
            error={errors.pricePerMonth?.message}
            {...register('pricePerMonth')}
          />
        </div>
        {month.trim() !== '' && (
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <Select
              label="Notice to end a monthly rental"
              options={noticeChoices}
              help={`Your terms for a monthly rental with no end date: the notice the renter gives to end it. You give them at least ${tenancyDefaults.hostNoticeDays} days.`}
              error={errors.noticePeriodDays?.message}
              {...register('noticePeriodDays')}
            />
          </div>
        )}
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <PesoField
            label="Security deposit (optional)"
            unit={null}
            value={deposit}
            help={`${depositMessages.capHelp} For these prices: at most ${formatMoney(cap)}.`}
            seen={(amount) =>
              `Renters pay ${amount} with their first payment, returned after move-out. At most ${formatMoney(cap)} for these prices.`
            }
            error={errors.securityDeposit?.message}
            {...register('securityDeposit')}
          />
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid grid-cols-2 items-start gap-3">
          <TextField
            label="Minimum stay"
            required
            inputMode="numeric"
            maxLength={3}
            error={errors.minDuration?.message}
            {...register('minDuration')}
          />
          <Select
            label="Counted in"
            options={units.map((u) => ({ value: u, label: unitWords[u] }))}
            error={errors.minDurationUnit?.message}
            {...register('minDurationUnit')}
          />
        </div>
        <TextField
          label="Identical units"
          required
          inputMode="numeric"
          maxLength={5}
          help={`How many renters can book at once, e.g. 20 slots in one lot (1 to ${L.capacity.max.toLocaleString('en-PH')}).`}
          error={errors.capacity?.message}
          {...register('capacity')}
        />
      </div>

      <ChoiceCards
        id="instantBook"
        legend="How do renters book?"
        choices={bookingChoices}
        columns="sm:grid-cols-2"
        input={register('instantBook')}
        error={errors.instantBook?.message}
      />
      <ChoiceCards
        id="cancellationPolicy"
        legend="Cancellation policy"
        help="What a renter gets back when they cancel. New listings start with the platform's default."
        choices={policyChoices}
        columns="grid-cols-1"
        input={register('cancellationPolicy')}
        error={errors.cancellationPolicy?.message}
      />
      <WizardActions onBack={onBack} saving={saving} error={error} />
    </form>
  );
}
