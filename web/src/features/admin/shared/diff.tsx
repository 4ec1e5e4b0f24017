import { ArrowRight } from 'lucide-react';
import type { FieldChange } from '@espasyo/domain/diff';

/** A setting or record value as a person reads it: On/Off, lists with commas, '(empty)'. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (typeof value === 'number') return value.toLocaleString('en-PH');
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (Array.isArray(value))
    return value.length ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ') : '(none)';
  return JSON.stringify(value);
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
  if (changes.length === 0) return <p className="text-sm text-ink-600">No field values changed.</p>;
  return (
    <dl className="divide-y divide-ink-100 text-sm">
      {changes.map((c) => (
        <div key={c.field} className="grid gap-1 py-2 sm:grid-cols-[minmax(10rem,14rem)_1fr] sm:gap-4">
          <dt className="font-medium text-ink-800">{labelOf(c.field)}</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="sr-only">changed from</span>
            <span className="rounded bg-danger-50 px-1.5 py-0.5 break-all text-danger-700 line-through decoration-danger-600/40">
              {formatValue(c.before)}
            </span>
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
            <span className="sr-only">to</span>
            <span className="rounded bg-success-50 px-1.5 py-0.5 break-all text-success-700">
              {formatValue(c.after)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
