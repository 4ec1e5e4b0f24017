import { Link } from 'react-router';
import { Check, FileClock, Minus } from 'lucide-react';
import type { User } from '@espasyo/domain/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { Skeleton } from '@/features/admin/shared/skeleton';
import { useUser, type UserDetailData } from './api';
import { UserActions } from './user-actions';
import { UserBadges } from './user-badges';
import { UserBalance } from './user-balance';
import { UserTwoFactor } from './user-two-factor';
import { paths } from '@espasyo/domain/paths';

function Check2({ ok, label }: { ok: boolean; label: string }) {
  const m = useMessages('adminPeople').detail;
  return (
    <li className="flex items-center gap-2 text-sm">
      {ok ? (
        <Check aria-hidden="true" className="size-4 text-success-600" />
      ) : (
        <Minus aria-hidden="true" className="size-4 text-ink-400" />
      )}
      <span className={ok ? 'text-ink-900' : 'text-ink-600'}>
        {ok ? m.stepDone({ label }) : m.stepNotYet({ label })}
      </span>
    </li>
  );
}

function UserSummary({ user, detail }: { user: User; detail?: Omit<UserDetailData, 'user'> }) {
  const m = useMessages('adminPeople');
  const d = m.detail;
  const f = useFormat();
  const locked = detail?.lockedUntil && Date.parse(detail.lockedUntil) > Date.now();
  return (
    <div className="space-y-4">
      <div>
        <p className="text-xl font-semibold wrap-anywhere text-ink-900">{user.name || m.noName}</p>
        <p className="text-base wrap-anywhere text-ink-700">{user.email}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <UserBadges user={user} />
        </div>
      </div>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-600">{d.phone}</dt>
        <dd className="text-ink-900">{user.phone || '—'}</dd>
        <dt className="text-ink-600">{d.joined}</dt>
        <dd className="text-ink-900">{f.date(user.createdAt)}</dd>
        <dt className="text-ink-600">{d.lastSignIn}</dt>
        <dd className="text-ink-900">{user.lastLoginAt ? f.dateTime(user.lastLoginAt) : d.never}</dd>
        {detail?.activeSessions !== undefined && (
          <>
            <dt className="text-ink-600">{d.signedInOn}</dt>
            <dd className="text-ink-900">{d.devices({ count: detail.activeSessions })}</dd>
          </>
        )}
        {!!detail?.failedLoginCount && (
          <>
            <dt className="text-ink-600">{d.failedSignIns}</dt>
            <dd className="text-ink-900">
              {detail.failedLoginCount}
              {locked && detail.lockedUntil && d.lockedUntil({ when: f.dateTime(detail.lockedUntil) })}
            </dd>
          </>
        )}
        <dt className="text-ink-600">{d.rating}</dt>
        <dd className="text-ink-900">
          {user.totalRatings > 0
            ? d.ratingValue({ rating: user.rating.toFixed(1), count: user.totalRatings })
            : d.noReviews}
        </dd>
      </dl>
      <ul className="space-y-1" aria-label={d.steps}>
        <Check2 ok={user.emailVerified} label={d.email} />
        <Check2 ok={user.phoneVerified} label={d.mobile} />
        <Check2 ok={user.idVerified} label={d.governmentId} />
      </ul>
    </div>
  );
}

/** The drawer's content: who the user is, then what an admin can do about them. */
export function UserDetail({ id }: { id: string }) {
  const m = useMessages('adminPeople').detail;
  const user = useUser(id);
  const { user: me } = useAuth();
  if (user.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label={m.loading}>
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  if (user.isError)
    return (
      <Alert tone="danger" title={m.error}>
        {errorMessage(user.error)}
      </Alert>
    );
  const { user: u, ...detail } = user.data;
  return (
    <div className="space-y-8">
      <UserSummary user={u} detail={detail} />
      <div className="border-t border-ink-200 pt-6">
        <UserActions
          user={u}
          isSelf={me?.id === u.id}
          locked={!!detail.lockedUntil && Date.parse(detail.lockedUntil) > Date.now()}
        />
      </div>
      <UserTwoFactor user={u} enabled={!!detail.twoFactorEnabled} isSelf={me?.id === u.id} />
      {u.userType === 'host' && <UserBalance user={u} />}
      <Link to={paths.admin.audit.getHref({ targetId: u.id })} className={buttonClasses('ghost', 'sm')}>
        <FileClock aria-hidden="true" className="size-4" />
        {m.audit}
      </Link>
    </div>
  );
}
