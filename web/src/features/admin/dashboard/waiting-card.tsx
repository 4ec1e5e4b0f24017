import { Link } from 'react-router';
import { ArrowRight, Gavel, HandCoins, List, ShieldCheck } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/features/admin/shared/skeleton';
import type { Dashboard as DashboardData } from '@espasyo/domain/contracts/admin';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import type { Icon } from './stat';

interface Queue {
  count: (d: DashboardData) => number;
  /** Its words in the 'adminCore' namespace's `dashboard.waiting`. */
  words: 'verification' | 'listings' | 'disputes' | 'payouts';
  href: string;
  icon: Icon;
}

/** What waits for staff, in the order they usually clear it (design §9: the dashboard's queues). */
const queues: Queue[] = [
  {
    count: (d) => d.verificationQueue,
    words: 'verification',
    href: paths.admin.verification.getHref(),
    icon: ShieldCheck,
  },
  {
    count: (d) => d.listingsQueue,
    words: 'listings',
    href: paths.admin.listings.getHref(),
    icon: List,
  },
  {
    count: (d) => d.disputesQueue,
    words: 'disputes',
    href: paths.admin.disputes.getHref(),
    icon: Gavel,
  },
  {
    count: (d) => d.payoutsQueue,
    words: 'payouts',
    href: paths.admin.payouts.getHref(),
    icon: HandCoins,
  },
];

/** How many ID checks, listings, disputes and payouts wait for staff, each with the way to its queue. */
export function WaitingCard({ d }: { d?: DashboardData }) {
  const m = useMessages('adminCore').dashboard.waiting;
  const { number } = useFormat();
  return (
    <Card>
      <section aria-labelledby="dash-waiting" className="flex h-full flex-col">
        <h2 id="dash-waiting" className="mb-3 text-lg font-semibold text-ink-900">
          {m.heading}
        </h2>
        {!d ? (
          <Skeleton className="h-24" />
        ) : (
          <ul className="flex flex-1 flex-col gap-4">
            {queues.map(({ count, words, href, icon: QueueIcon }) => {
              const n = count(d);
              const w = m[words];
              return (
                <li key={href} className="flex flex-col gap-2">
                  <div className="flex items-center gap-3">
                    <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-warning-50 text-warning-700">
                      <QueueIcon aria-hidden="true" className="size-6" />
                    </span>
                    <p className="text-base text-ink-800">
                      <span className="block text-2xl font-bold text-ink-900 tabular-nums">{number(n)}</span>
                      {w.count({ count: n })}
                    </p>
                  </div>
                  <Link to={href} className={buttonClasses(n > 0 ? 'secondary' : 'outline', 'md', true)}>
                    {n > 0 ? w.act : w.open}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
