import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { analyticsQuerySchema, type AnalyticsQuery } from '@espasyo/domain/contracts/analytics';
import {
  analyticsPresets,
  presetOf,
  presetPeriod,
  type AnalyticsPeriod,
  type AnalyticsPreset,
} from '@espasyo/domain/analytics/period';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';

type Choice = AnalyticsPreset | 'custom';

/** The messages the period's fields show in the page's language: the schemas' and the server's. */
const KNOWN = ['validation', 'errors', 'apiAnalytics'] as const;

/**
 * The period: a preset (last 3, 6, 12 months, this year) or custom months, checked with the
 * same schema as the server before the address changes.
 */
export function PeriodPicker({
  period,
  currentMonth,
  onChange,
}: {
  period: AnalyticsPeriod;
  currentMonth: string;
  onChange: (p: AnalyticsPeriod) => void;
}) {
  const m = useMessages('analytics');
  const [choice, setChoice] = useState<Choice>(() => presetOf(period, currentMonth));
  useEffect(() => setChoice((c) => (c === 'custom' ? c : presetOf(period, currentMonth))), [period, currentMonth]);
  const formId = useId();
  const form = useForm<AnalyticsQuery>({
    resolver: zodResolver(analyticsQuerySchema),
    values: { from: period.from, to: period.to },
  });
  const submit = form.handleSubmit((q) => {
    if (q.from && q.to) onChange({ from: q.from, to: q.to });
  });

  const options = [...analyticsPresets, 'custom' as const].map((value) => ({ value, label: m.period.presets[value] }));
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-48">
        <Select
          label={m.period.label}
          options={options}
          value={choice}
          onChange={(e) => {
            const next = e.target.value as Choice;
            setChoice(next);
            if (next !== 'custom') onChange(presetPeriod(next, currentMonth));
          }}
        />
      </div>
      {choice === 'custom' && (
        <MessageNamespaces value={KNOWN}>
          <form id={formId} noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <TextField
              type="month"
              label={m.period.from}
              containerClassName="w-40"
              error={form.formState.errors.from?.message}
              {...form.register('from')}
            />
            <TextField
              type="month"
              label={m.period.to}
              containerClassName="w-40"
              error={form.formState.errors.to?.message}
              {...form.register('to')}
            />
            <Button type="submit" variant="outline">
              {m.period.apply}
            </Button>
          </form>
        </MessageNamespaces>
      )}
    </div>
  );
}
