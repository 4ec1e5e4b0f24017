import { ArrowRight } from 'lucide-react';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import type { FieldChange } from '@espasyo/domain/diff';
import { useLocale, useMessages } from '@/lib/i18n';

export type ValueWords = Messages<Catalogs['adminSystem']>['shared'];

/** A setting or record value as a person reads it: On/Off, lists with commas, '(empty)'. */
export function formatValue(value: unknown, words: ValueWords, locale = 'en-PH'): string {
  if (value === null || value === undefined) return words.none;
  if (typeof value === 'boolean') return value ? words.on : words.off;
  if (typeof value === 'number') return value.toLocaleString(locale);
  if (typeof value === 'string') return value === '' ? words.empty : value;
  if (Array.isArray(value))
    return value.length ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ') : words.none;
  return JSON.stringify(value);
}

/** `formatValue` in the interface's language. */
export function useFormatValue(): (value: unknown) => string {
  const words = useMessages('adminSystem').shared;
  const locale = useLocale();
  return (value) => formatValue(value, words, locale);
}

/**
 * 'Field: before → after' rows. The arrow is drawn for sighted users; screen readers hear
 * 'changed from … to …'.
 */
export function ChangeList({
  changes,
  labelOf = (f) => f,
}: {
  changes: FieldChange[];
  labelOf?: (field: string) => string;
}) {
  const m = useMessages('adminSystem').shared;
  const format = useFormatValue();
  if (changes.length === 0) return <p className="text-sm text-ink-600">{m.noChanges}</p>;
  return (
    <dl className="divide-y divide-ink-100 text-sm">
      {changes.map((c) => (
        <div key={c.field} className="grid gap-1 py-2 sm:grid-cols-[minmax(10rem,14rem)_1fr] sm:gap-4">
          <dt className="font-medium text-ink-800">{labelOf(c.field)}</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="sr-only">{m.changedFrom}</span>
            <span className="rounded bg-danger-50 px-1.5 py-0.5 break-all text-danger-700 line-through decoration-danger-600/40">
              {format(c.before)}
            </span>
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
            <span className="sr-only">{m.changedTo}</span>
            <span className="rounded bg-success-50 px-1.5 py-0.5 break-all text-success-700">{format(c.after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
