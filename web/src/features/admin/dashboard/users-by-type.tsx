import { Link } from 'react-router';
import { ShieldCheck, Store, UserRound, Users } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { LoadingList } from '@/features/admin/shared/load-states';
import type { Dashboard as DashboardData } from '@espasyo/domain/contracts/admin';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { Stat } from './stat';

const users = paths.admin.users;
const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5';

/** Accounts per type, each a link to the filtered users list, then who is signed in, suspended or disabled. */
export function UsersByType({ d }: { d?: DashboardData }) {
  const m = useMessages('adminCore').dashboard.users;
  const { number } = useFormat();
  const t: Partial<Record<string, number>> = d?.usersByType ?? {};
  return (
    <section aria-labelledby="dash-users">
      <h2 id="dash-users" className="mb-3 text-lg font-semibold text-ink-900">
        {m.heading}
      </h2>
      {!d ? (
        <LoadingList label={m.loading} count={5} itemClassName="h-20" className={grid} />
      ) : (
        <div className={grid}>
          <Stat
            label={m.all}
            value={d.kpis.totalUsers}
            icon={Users}
            to={users.getHref()}
            className="col-span-2 sm:col-span-1"
          />
          <Stat label={m.clients} value={t.client ?? 0} icon={UserRound} to={users.getHref({ type: 'client' })} />
          <Stat label={m.hosts} value={t.host ?? 0} icon={Store} to={users.getHref({ type: 'host' })} />
          <Stat label={m.admins} value={t.admin ?? 0} icon={ShieldCheck} to={users.getHref({ type: 'admin' })} />
          <Stat
            label={m.moderators}
            value={t.moderator ?? 0}
            icon={ShieldCheck}
            to={users.getHref({ type: 'moderator' })}
          />
        </div>
      )}
      {d && (
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
          <span className="inline-flex min-h-6 items-center">
            {m.signedIn({ count: number(d.kpis.signedInUsers) })}
          </span>
          <Link
            to={paths.admin.listings.getHref()}
            className="inline-flex min-h-6 items-center text-brand-700 hover:underline"
          >
            {m.liveListings({ count: number(d.kpis.activeListings) })}
          </Link>
          <Link
            to={users.getHref({ status: 'suspended' })}
            className="inline-flex min-h-6 items-center text-brand-700 hover:underline"
          >
            {m.suspended({ count: number(d.usersByStatus.suspended ?? 0) })}
          </Link>
          <Link
            to={users.getHref({ status: 'disabled' })}
            className="inline-flex min-h-6 items-center text-brand-700 hover:underline"
          >
            {m.disabled({ count: number(d.usersByStatus.disabled ?? 0) })}
          </Link>
        </p>
      )}
    </section>
  );
}
