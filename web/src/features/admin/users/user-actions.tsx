import { useState } from 'react';
import { BadgeCheck, Ban, CirclePause, CirclePlay, UserCog } from 'lucide-react';
import { resolveRole, userTypes, type UserType } from '@espasyo/domain/roles';
import type { User } from '@espasyo/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUserAction, type UserAction } from './api';
import { plan, type Plan } from './user-action-plan';
import { typeLabel } from './user-labels';

/** Suspend, disable, reactivate, change type, mark verified — each confirmed first. */
export function UserActions({ user, isSelf, locked = false }: { user: User; isSelf: boolean; locked?: boolean }) {
  const mutation = useUserAction(user.id);
  const toast = useToast();
  const role = resolveRole(user);
  const [nextType, setNextType] = useState<UserType>(role);
  const [pending, setPending] = useState<Plan | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = (action: UserAction) => {
    setError(null);
    setPending(plan(user, action));
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
          Account status
        </h3>
        {isSelf ? (
          <p className="text-sm text-ink-600">You cannot suspend or disable your own account.</p>
        ) : (
          <div className="flex flex-wrap gap-3">
            {(user.status !== 'active' || locked) && (
              <Button
                variant="secondary"
                onClick={() => ask({ kind: 'status', action: 'reactivate' })}
                icon={<CirclePlay aria-hidden="true" className="size-4" />}
              >
                {user.status === 'active' ? 'Unlock sign-in' : 'Reactivate'}
              </Button>
            )}
            {user.status !== 'suspended' && (
              <Button
                variant="outline"
                onClick={() => ask({ kind: 'status', action: 'suspend' })}
                icon={<CirclePause aria-hidden="true" className="size-4" />}
              >
                Suspend
              </Button>
            )}
            {user.status !== 'disabled' && (
              <Button
                variant="outline"
                onClick={() => ask({ kind: 'status', action: 'disable' })}
                icon={<Ban aria-hidden="true" className="size-4" />}
              >
                Disable
              </Button>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="user-type-title" className="space-y-3">
        <h3 id="user-type-title" className="text-base font-semibold text-ink-900">
          Account type
        </h3>
        {isSelf ? (
          <p className="text-sm text-ink-600">You cannot change your own account type. Ask another administrator.</p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="sm:w-56">
              <Select
                label="Type"
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
              Change type
            </Button>
          </div>
        )}
      </section>

      <section aria-labelledby="user-verify-title" className="space-y-3">
        <h3 id="user-verify-title" className="text-base font-semibold text-ink-900">
          Verification
        </h3>
        {user.verified ? (
          <p className="flex items-center gap-2 text-sm text-success-700">
            <BadgeCheck aria-hidden="true" className="size-5" /> This account is verified.
          </p>
        ) : (
          <Button
            variant="outline"
            onClick={() => ask({ kind: 'verify' })}
            icon={<BadgeCheck aria-hidden="true" className="size-4" />}
          >
            Mark as verified
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
