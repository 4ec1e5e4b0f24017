import { Link } from 'react-router';
import { Check, FileClock, Minus } from 'lucide-react';
import type { User } from '@espasyo/domain/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDate, formatDateTime } from '@/lib/format';
import { Skeleton } from '@/features/admin/shared/skeleton';
import { useUser, type UserDetailData } from './api';
import { UserActions } from './user-actions';
import { UserBadges } from './user-badges';
import { UserBalance } from './user-balance';
import { UserTwoFactor } from './user-two-factor';
import { paths } from '@espasyo/domain/paths';

function Check2({ ok, label }: { ok: boolean; label: string }) {
  return (
    <li className="flex items-center gap-2 text-sm">
      {ok ? (
        <Check aria-hidden="true" className="size-4 text-success-600" />
      ) : (
        <Minus aria-hidden="true" className="size-4 text-ink-400" />
      )}
      <span className={ok ? 'text-ink-900' : 'text-ink-600'}>
        {label}: {ok ? 'done' : 'not yet'}
      </span>
    </li>
  );
}

function UserSummary({ user, detail }: { user: User; detail?: Omit<UserDetailData, 'user'> }) {
  const locked = detail?.lockedUntil && Date.parse(detail.lockedUntil) > Date.now();
  return (
    <div className="space-y-4">
      <div>
        <p className="text-xl font-semibold wrap-anywhere text-ink-900">{user.name || '(no name)'}</p>
        <p className="text-base wrap-anywhere text-ink-700">{user.email}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <UserBadges user={user} />
        </div>
      </div>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-600">Phone</dt>
        <dd className="text-ink-900">{user.phone || '—'}</dd>
        <dt className="text-ink-600">Joined</dt>
        <dd className="text-ink-900">{formatDate(user.createdAt)}</dd>
        <dt className="text-ink-600">Last sign-in</dt>
        <dd className="text-ink-900">{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}</dd>
        {detail?.activeSessions !== undefined && (
          <>
            <dt className="text-ink-600">Signed in on</dt>
            <dd className="text-ink-900">
              {detail.activeSessions} {detail.activeSessions === 1 ? 'device' : 'devices'}
            </dd>
          </>
        )}
        {!!detail?.failedLoginCount && (
          <>
            <dt className="text-ink-600">Failed sign-ins</dt>
            <dd className="text-ink-900">
              {detail.failedLoginCount}
              {locked && detail.lockedUntil && <> · locked until {formatDateTime(detail.lockedUntil)}</>}
            </dd>
          </>
        )}
        <dt className="text-ink-600">Rating</dt>
        <dd className="text-ink-900">
          {user.totalRatings > 0 ? `${user.rating.toFixed(1)} from ${user.totalRatings} reviews` : 'No reviews yet'}
        </dd>
      </dl>
      <ul className="space-y-1" aria-label="Verification steps">
        <Check2 ok={user.emailVerified} label="Email address" />
        <Check2 ok={user.phoneVerified} label="Mobile number" />
        <Check2 ok={user.idVerified} label="Government ID" />
      </ul>
    </div>
  );
}

/** The drawer's content: who the user is, then what an admin can do about them. */
export function UserDetail({ id }: { id: string }) {
  const user = useUser(id);
  const { user: me } = useAuth();
  if (user.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading user">
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  if (user.isError)
    return (
      <Alert tone="danger" title="This user could not be loaded">
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
        Admin actions on this user
      </Link>
    </div>
  );
}
