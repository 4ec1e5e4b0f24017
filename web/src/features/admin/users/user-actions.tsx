import { useState } from 'react';
import { BadgeCheck, Ban, CirclePause, CirclePlay, UserCog } from 'lucide-react';
import { resolveRole, userTypes, type UserType } from '@espasyo/domain/roles';
import type { User } from '@espasyo/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUserAction, type UserAction } from './api';
import { plan, type Plan } from './user-action-plan';
import { useUserLabels } from './user-labels';

/** Suspend, disable, reactivate, change type, mark verified — each confirmed first. */
export function UserActions({ user, isSelf, locked = false }: { user: User; isSelf: boolean; locked?: boolean }) {
  const m = useMessages('adminPeople');
  const a = m.actions;
  const { typeLabel } = useUserLabels();
  const mutation = useUserAction(user.id);
  const toast = useToast();
  const role = resolveRole(user);
  const [nextType, setNextType] = useState<UserType>(role);
  const [pending, setPending] = useState<Plan | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = (action: UserAction) => {
    setError(null);
    setPending(plan(user, action, m.plans, typeLabel));
  };
  const close = () => {
    setPending(null);
    setError(null);
    mutation.reset();
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="user-status-title" className="space-y-3">
        <h3 id="user-status-title" className="text-base font-semibold text-ink-900">
          {a.status}
        </h3>
        {isSelf ? (
          <p className="text-sm text-ink-600">{a.selfStatus}</p>
        ) : (
          <div className="flex flex-wrap gap-3">
            {(user.status !== 'active' || locked) && (
              <Button
                variant="secondary"
                onClick={() => ask({ kind: 'status', action: 'reactivate' })}
                icon={<CirclePlay aria-hidden="true" className="size-4" />}
              >
                {user.status === 'active' ? a.unlock : a.reactivate}
              </Button>
            )}
            {user.status !== 'suspended' && (
              <Button
                variant="outline"
                onClick={() => ask({ kind: 'status', action: 'suspend' })}
                icon={<CirclePause aria-hidden="true" className="size-4" />}
              >
                {a.suspend}
              </Button>
            )}
            {user.status !== 'disabled' && (
              <Button
                variant="outline"
                onClick={() => ask({ kind: 'status', action: 'disable' })}
                icon={<Ban aria-hidden="true" className="size-4" />}
              >
                {a.disable}
              </Button>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="user-type-title" className="space-y-3">
        <h3 id="user-type-title" className="text-base font-semibold text-ink-900">
          {a.type}
        </h3>
        {isSelf ? (
          <p className="text-sm text-ink-600">{a.selfType}</p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="sm:w-56">
              <Select
                label={a.typeLabel}
                value={nextType}
                onChange={(e) => setNextType(e.target.value as UserType)}
                options={userTypes.map((t) => ({ value: t, label: typeLabel(t) }))}
              />
            </div>
            <Button
              variant="outline"
              disabled={nextType === role}
              onClick={() => ask({ kind: 'type', type: nextType })}
              icon={<UserCog aria-hidden="true" className="size-4" />}
            >
              {a.changeType}
            </Button>
          </div>
        )}
      </section>

      <section aria-labelledby="user-verify-title" className="space-y-3">
        <h3 id="user-verify-title" className="text-base font-semibold text-ink-900">
          {a.verification}
        </h3>
        {user.verified ? (
          <p className="flex items-center gap-2 text-sm text-success-700">
            <BadgeCheck aria-hidden="true" className="size-5" /> {a.isVerified}
          </p>
        ) : (
          <Button
            variant="outline"
            onClick={() => ask({ kind: 'verify' })}
            icon={<BadgeCheck aria-hidden="true" className="size-4" />}
          >
            {a.markVerified}
          </Button>
        )}
      </section>

      <ConfirmDialog
        open={pending !== null}
        onClose={close}
        title={pending?.title}
        description={pending?.body}
        confirmLabel={pending?.confirm ?? ''}
        pendingLabel={pending?.pending}
        variant={pending?.danger ? 'danger' : 'secondary'}
        pending={mutation.isPending}
        error={error}
        onConfirm={() =>
          pending &&
          mutation.mutate(pending.action, {
            onSuccess: () => {
              toast.success(pending.done);
              if (pending.action.kind === 'type') setNextType(pending.action.type);
              close();
            },
            onError: (e) => setError(errorMessage(e)),
          })
        }
      />
    </div>
  );
}
