import { Send, Zap } from 'lucide-react';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { cancellationPolicies, durationUnits, listingLimits as L } from '@espasyo/domain/listings/fields';
import { tenancyDefaults } from '@espasyo/domain/tenancies/calendar';
import { clientNoticeDayOptions } from '@espasyo/domain/tenancies/notice';
import { depositCap } from '@espasyo/domain/deposits/deposit';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { ChoiceCards } from './choice-cards';
import { pesosToCentavos } from './money';
import { PesoField } from './peso-field';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';

/**
 * Prices in pesos (stored in centavos), the notice to end a monthly rental (asked only once there
 * is a monthly price: it means nothing without one, and the saved choice stays if the price is
 * cleared), the minimum stay, how many identical units, how renters book, cancellation.
 */
export function PricesStep({ listing }: { listing: HostListing }) {
  const m = useMessages('listingWizard').prices;
  const policies = useMessages('listing').priceBox;
  const f = useFormat();
  const bookingChoices = [
    { value: 'instant', label: m.instant, icon: Zap, description: m.instantText },
    { value: 'request', label: m.request, icon: Send, description: m.requestText },
  ];
  const noticeChoices = clientNoticeDayOptions.map((days) => ({
    value: String(days),
    label: days === 0 ? m.noNotice : m.noticeDays({ days }),
  }));
  const policyChoices = cancellationPolicies.map((p) => ({
    value: p,
    label: policies.policies[p],
    description: policies.policyWords[p],
  }));
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
        <legend className="text-base font-semibold text-ink-900">{m.legend}</legend>
        <p className="mt-1 text-sm text-ink-600">{m.intro({ parking: parking ? 'yes' : 'no' })}</p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {parking && (
            <PesoField
              label={m.perHour}
              unit="hour"
              value={hour}
              error={errors.pricePerHour?.message}
              {...register('pricePerHour')}
            />
          )}
          <PesoField
            label={m.perDay}
            unit="day"
            value={day}
            error={errors.pricePerDay?.message}
            {...register('pricePerDay')}
          />
          <PesoField
            label={m.perMonth}
            unit="month"
            value={month}
            error={errors.pricePerMonth?.message}
            {...register('pricePerMonth')}
          />
        </div>
        {month.trim() !== '' && (
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <Select
              label={m.notice}
              options={noticeChoices}
              help={m.noticeHelp({ days: tenancyDefaults.hostNoticeDays })}
              error={errors.noticePeriodDays?.message}
              {...register('noticePeriodDays')}
            />
          </div>
        )}
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <PesoField
            label={m.deposit}
            unit={null}
            value={deposit}
            help={m.depositHelp({ cap: f.money(cap) })}
            seen={(amount) => m.depositSeen({ amount, cap: f.money(cap) })}
            error={errors.securityDeposit?.message}
            {...register('securityDeposit')}
          />
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid grid-cols-2 items-start gap-3">
          <TextField
            label={m.minStay}
            required
            inputMode="numeric"
            maxLength={3}
            error={errors.minDuration?.message}
            {...register('minDuration')}
          />
          <Select
            label={m.countedIn}
            options={units.map((u) => ({ value: u, label: m.units[u] }))}
            error={errors.minDurationUnit?.message}
            {...register('minDurationUnit')}
          />
        </div>
        <TextField
          label={m.capacity}
          required
          inputMode="numeric"
          maxLength={5}
          help={m.capacityHelp({ max: L.capacity.max.toLocaleString(f.locale) })}
          error={errors.capacity?.message}
          {...register('capacity')}
        />
      </div>

      <ChoiceCards
        id="instantBook"
        legend={m.booking}
        choices={bookingChoices}
        columns="sm:grid-cols-2"
        input={register('instantBook')}
        error={errors.instantBook?.message}
      />
      <ChoiceCards
        id="cancellationPolicy"
        legend={m.cancellation}
        help={m.cancellationHelp}
        choices={policyChoices}
        columns="grid-cols-1"
        input={register('cancellationPolicy')}
        error={errors.cancellationPolicy?.message}
      />
      <WizardActions onBack={onBack} saving={saving} error={error} />
    </form>
  );
}
