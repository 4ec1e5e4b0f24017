import { useState } from 'react';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useRevokeOtherSessions } from '@/features/account/api/use-revoke-other-sessions';
import { useSessions } from '@/features/account/api/use-sessions';
import { SkeletonLines } from './section';
import { isPhone, useDescribeUserAgent } from './user-agent';

/** Where the account is signed in, and a way to sign out everywhere else. */
export function SessionsCard() {
  const { sessions: m, actions } = useMessages('account');
  const f = useFormat();
  const describeUserAgent = useDescribeUserAgent();
  const toast = useToast();
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);

  if (sessions.isPending) return <SkeletonLines lines={4} />;
  if (sessions.isError)
    return (
      <Alert tone="danger" title={m.loadFailed}>
        <p>{errorMessage(sessions.error)}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void sessions.refetch()}>
          {actions.tryAgain}
        </Button>
      </Alert>
    );

  const list = sessions.data;
  const others = list.filter((s) => !s.current).length;

  function revokeOthers() {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(m.revoked);
      },
      onError: (e) => toast.error(errorMessage(e)),
    });
  }

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-ink-200 rounded-field border border-ink-200" aria-label={m.list}>
        {list.map((s) => {
          const Icon = isPhone(s.userAgent) ? Smartphone : Monitor;
          return (
            <li key={s.id} className="flex gap-3 p-4">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-500" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
                  {describeUserAgent(s.userAgent)}
                  {s.current && <Badge tone="success">{m.thisDevice}</Badge>}
                </p>
                <p className="mt-0.5 text-sm break-words text-ink-600">
                  {s.ip
                    ? m.signedInFrom({ ip: s.ip, date: f.dateTime(s.createdAt) })
                    : m.signedIn({ date: f.dateTime(s.createdAt) })}
                </p>
                {s.lastSeenAt && !s.current && (
                  <p className="text-sm text-ink-600">{m.lastActive({ date: f.dateTime(s.lastSeenAt) })}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {others === 0 ? (
        <p className="text-sm text-ink-600">{m.onlyHere}</p>
      ) : (
        <Button
          variant="outline"
          icon={<LogOut aria-hidden="true" className="size-5" />}
          onClick={() => setConfirming(true)}
        >
          {m.signOutOthers}
        </Button>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={m.confirmTitle}
        description={m.confirmText({ count: others })}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={revoke.isPending}>
              {actions.cancel}
            </Button>
            <Button variant="danger" onClick={revokeOthers} loading={revoke.isPending} loadingText={m.signingOut}>
              {m.confirm}
            </Button>
          </>
        }
      />
    </div>
  );
}
