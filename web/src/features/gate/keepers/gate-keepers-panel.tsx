import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { gateKeeperInviteSchema, type GateKeeper, type GateKeeperInvite } from '@espasyo/domain/contracts/access-pass';
import { limits } from '@espasyo/domain/schemas/limits';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { useGateKeepers, useInviteGateKeeper, useRemoveGateKeeper } from '../api/use-gate-keepers';

const card = 'space-y-4 rounded-card border border-ink-200 bg-white p-5';

function InviteForm({ listingId }: { listingId: string }) {
  const invite = useInviteGateKeeper(listingId);
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<GateKeeperInvite>({
    resolver: zodResolver(gateKeeperInviteSchema),
    defaultValues: { phone: '' },
  });
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    invite.mutate(body, {
      onSuccess: (k) => {
        form.reset();
        toast.success(`Invite sent to ${k.phone}.`);
      },
      onError: (e) => {
        if (!applyFieldErrors(e, form.setError, ['phone'])) setFailure(errorMessage(e));
      },
    });
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
      <TextField
        label="Mobile number"
        help="We send them an invite by SMS (and by email when the number is of an Espasyo account)."
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
        maxLength={limits.phone}
        error={form.formState.errors.phone?.message}
        {...form.register('phone')}
      />
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Button
        type="submit"
        variant="secondary"
        loading={invite.isPending}
        loadingText="Sending..."
        icon={<UserPlus aria-hidden="true" className="size-4" />}
      >
        Invite gate keeper
      </Button>
    </form>
  );
}

function KeeperRow({ keeper: k, onRemove }: { keeper: GateKeeper; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900 wrap-anywhere">{k.name ?? k.phone}</p>
        <p className="text-sm text-ink-600">
          {k.name ? `${k.phone} · ` : ''}
          {`Invited ${formatDate(k.invitedAt)}`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={k.status === 'active' ? 'success' : 'warning'}>
          {k.status === 'active' ? 'Active' : 'Invited'}
        </Badge>
        <Button variant="outline" size="sm" onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}

/**
 * A listing's gate keepers (issue 33): caretakers or guards the host names by mobile number, who
 * may only check passes in at this listing's gate. Invite, see who accepted, remove after confirming.
 */
export function GateKeepersPanel({ listingId }: { listingId: string }) {
  const q = useGateKeepers(listingId);
  const remove = useRemoveGateKeeper(listingId);
  const toast = useToast();
  const [removing, setRemoving] = useState<GateKeeper | null>(null);
  const items = q.data?.items ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <section aria-labelledby="keepers-title" className={card}>
        <h2 id="keepers-title" className="text-lg font-semibold text-ink-900">
          Gate keepers
        </h2>
        {q.isPending ? (
          <div role="status" className="h-16 animate-pulse rounded-field bg-ink-100">
            <span className="sr-only">Loading the gate keepers</span>
          </div>
        ) : q.isError ? (
          <Alert tone="danger" title="The gate keepers could not be loaded">
            <p>{errorMessage(q.error)}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void q.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : items.length === 0 ? (
          <p className="text-base text-ink-600">
            No gate keepers yet. Invite the caretaker or guard who lets renters in: they can check passes for this space
            only.
          </p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {items.map((k) => (
              <KeeperRow
                key={k.id}
                keeper={k}
                onRemove={() => {
                  remove.reset();
                  setRemoving(k);
                }}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="invite-title" className={card}>
        <h2 id="invite-title" className="text-lg font-semibold text-ink-900">
          Invite a gate keeper
        </h2>
        <InviteForm listingId={listingId} />
      </section>
      <ConfirmDialog
        open={!!removing}
        onClose={() => setRemoving(null)}
        title="Remove this gate keeper?"
        description={
          removing
            ? `${removing.name ?? removing.phone} will no longer be able to check passes for this space.`
            : undefined
        }
        confirmLabel="Remove gate keeper"
        pendingLabel="Removing..."
        variant="danger"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success(`${removing.name ?? removing.phone} was removed.`);
              setRemoving(null);
            },
          })
        }
      />
    </div>
  );
}
