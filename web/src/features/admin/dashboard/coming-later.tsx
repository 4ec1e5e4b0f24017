import { Gavel, HandCoins, List, Store } from 'lucide-react';
import type { Icon } from './stat';

/** What the dashboard will show once those capabilities exist; no invented numbers meanwhile. */
const later: Array<{ label: string; icon: Icon }> = [
  { label: 'Active listings', icon: Store },
  { label: 'Listings waiting for review', icon: List },
  { label: 'Open disputes', icon: Gavel },
  { label: 'Payouts to process', icon: HandCoins },
];

export function ComingLater() {
  return (
    <section
      aria-labelledby="dash-later"
      className="rounded-card border border-dashed border-ink-300 bg-ink-50 p-5 sm:p-6"
    >
      <h2 id="dash-later" className="text-lg font-semibold text-ink-900">
        Coming later
      </h2>
      <p className="mt-1 max-w-prose text-base text-ink-600">
        These figures appear here once listing figures, disputes and payouts are live on the platform. Nothing is
        estimated in the meantime.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {later.map(({ label, icon: Icon }) => (
          <li key={label} className="flex items-center gap-3 rounded-field bg-white px-3 py-3 text-sm text-ink-700">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-ink-500" />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
