import { Link } from 'react-router';
import { ArrowRight, Gavel, ShieldCheck } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/features/admin/shared/skeleton';
import type { Dashboard as DashboardData } from '@espasyo/domain/contracts/admin';

/** How many ID verifications and disputes wait for staff, each with the way to its queue. */
export function WaitingCard({ d }: { d?: DashboardData }) {
  return (
    <Card>
      <section aria-labelledby="dash-waiting" className="flex h-full flex-col">
        <h2 id="dash-waiting" className="mb-3 text-lg font-semibold text-ink-900">
          Waiting for you
        </h2>
        {!d ? (
          <Skeleton className="h-24" />
        ) : (
          <div className="flex flex-1 flex-col gap-4">
            <div className="flex items-center gap-3">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-warning-50 text-warning-700">
                <ShieldCheck aria-hidden="true" className="size-6" />
              </span>
              <p className="text-base text-ink-800">
                <span className="block text-2xl font-bold text-ink-900 tabular-nums">
                  {d.verificationQueue.toLocaleString('en-PH')}
                </span>
                {d.verificationQueue === 1
                  ? 'ID verification waiting for review'
                  : 'ID verifications waiting for review'}
              </p>
            </div>
            <Link
              to={paths.admin.verification.getHref()}
              className={buttonClasses(d.verificationQueue > 0 ? 'secondary' : 'outline', 'md', true)}
            >
              {d.verificationQueue > 0 ? 'Review IDs' : 'Open the verification queue'}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <div className="flex items-center gap-3">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-warning-50 text-warning-700">
                <Gavel aria-hidden="true" className="size-6" />
              </span>
              <p className="text-base text-ink-800">
                <span className="block text-2xl font-bold text-ink-900 tabular-nums">
                  {d.disputesQueue.toLocaleString('en-PH')}
                </span>
                {d.disputesQueue === 1 ? 'Dispute waiting for a decision' : 'Disputes waiting for a decision'}
              </p>
            </div>
            <Link
              to={paths.admin.disputes.getHref()}
              className={buttonClasses(d.disputesQueue > 0 ? 'secondary' : 'outline', 'md', true)}
            >
              {d.disputesQueue > 0 ? 'Decide disputes' : 'Open the disputes'}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        )}
      </section>
    </Card>
  );
}
