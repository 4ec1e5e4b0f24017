import { Star } from 'lucide-react';
import { useMessages } from '@/lib/i18n';

/** Marketing claims of docs/product/overview.md, right under the hero. */
export function StatsBand() {
  const m = useMessages('landing').stats;
  const stats = [m.rating, m.customers, m.spaces, m.satisfaction];
  return (
    <section aria-label={m.label} className="border-y border-ink-200 bg-white px-4 sm:px-6">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-6 py-8 md:grid-cols-4">
        {stats.map((s, i) => (
          <div key={s.label} className="flex flex-col-reverse text-center">
            <dt className="text-sm text-ink-600 sm:text-base">{s.label}</dt>
            <dd className="flex items-center justify-center gap-1 text-xl font-bold text-brand-700 sm:text-2xl">
              {i === 0 && <Star aria-hidden="true" className="size-5 fill-current text-warning-600" />}
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
