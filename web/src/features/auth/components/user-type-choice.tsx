import type { UseFormRegisterReturn } from 'react-hook-form';
import { Search, Warehouse } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

const choices = [
  { value: 'client', icon: Search },
  { value: 'host', icon: Warehouse },
] as const;

/** The sign-up choice between renter and host (docs/product/routes.md), as two large radio cards. */
export function UserTypeChoice({
  registration,
  value,
}: {
  registration: UseFormRegisterReturn<'userType'>;
  value: string;
}) {
  const m = useMessages('authPages').signUp;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink-800">{m.iWantTo}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {choices.map(({ value: v, icon: Icon }) => {
          const selected = value === v;
          const { label, hint } = m[v];
          return (
            <label
              key={v}
              className={cn(
                'relative flex cursor-pointer items-start gap-3 rounded-card border-2 p-4 transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500/40',
                selected ? 'border-brand-600 bg-brand-50' : 'border-ink-200 bg-white hover:border-ink-300',
              )}
            >
              <input type="radio" value={v} className="sr-only" {...registration} />
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-full',
                  selected ? 'bg-brand-600 text-white' : 'bg-ink-100 text-ink-700',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-ink-900">{label}</span>
                <span className="block text-sm text-ink-600">{hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
