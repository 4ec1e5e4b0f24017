import type { User } from '@espasyo/domain/schemas/auth';
import { LoadError } from '@/components/load-error';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { LoadingList } from '@/features/admin/shared/load-states';
import { useHostBalances, type HostBalances } from './api';
import { BalanceAdjustForm } from './balance-adjust-form';

const ORDER = [
  'available',
  'pending',
  'held',
  'payoutPending',
  'paidOut',
  'debt',
] as const satisfies (keyof HostBalances)[];

/** A host's balances in the user drawer, and staff's correction of them (hosts only). */
export function UserBalance({ user }: { user: User }) {
  const m = useMessages('adminPeople').balance;
  const balances = useHostBalances(user.id);
  return (
    <section aria-labelledby="user-balance-title" className="space-y-4">
      <h3 id="user-balance-title" className="text-base font-semibold text-ink-900">
        {m.heading}
      </h3>
      {balances.isPending ? (
        <LoadingList label={m.loading} count={2} itemClassName="h-16" />
      ) : balances.isError ? (
        <LoadError title={m.error} error={balances.error} onRetry={() => void balances.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
            {ORDER.map((k) => (
              <div key={k} className="contents">
                <dt className="text-ink-600">{m.names[k]}</dt>
                <dd
                  className={cn(
                    'tabular-nums',
                    k === 'debt' && balances.data.debt > 0 ? 'font-semibold text-danger-700' : 'text-ink-900',
                  )}
                >
                  {formatMoney(balances.data[k])}
                </dd>
              </div>
            ))}
          </dl>
          <BalanceAdjustForm hostId={user.id} name={user.name || user.email} balances={balances.data} />
        </>
      )}
    </section>
  );
}
