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
import { useErrorMessage } from '@/lib/error-message';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useFormat } from '@/lib/use-format';
import { useGateKeepers, useInviteGateKeeper, useRemoveGateKeeper } from '../api/use-gate-keepers';

const card = 'space-y-4 rounded-card border border-ink-200 bg-white p-5';

function InviteForm({ listingId }: { listingId: string }) {
  const m = useMessages('gate').keepers;
  const message = useErrorMessage();
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
        toast.success(m.sent({ phone: k.phone }));
      },
      onError: (e) => {
        if (!applyFieldErrors(e, form.setError, ['phone'])) setFailure(message(e));
      },
    });
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
      <TextField
        label={m.phone}
        help={m.phoneHelp}
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
        loadingText={m.sending}
        icon={<UserPlus aria-hidden="true" className="size-4" />}
      >
        {m.invite}
      </Button>
    </form>
  );
}

function KeeperRow({ keeper: k, onRemove }: { keeper: GateKeeper; onRemove: () => void }) {
  const m = useMessages('gate').keepers;
  const f = useFormat();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900 wrap-anywhere">{k.name ?? k.phone}</p>
        <p className="text-sm text-ink-600">
          {k.name ? `${k.phone} · ` : ''}
          {m.invited({ date: f.date(k.invitedAt) })}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={k.status === 'active' ? 'success' : 'warning'}>{m.statuses[k.status]}</Badge>
        <Button variant="outline" size="sm" onClick={onRemove}>
          {m.remove}
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
  const m = useMessages('gate').keepers;
  const frame = useMessages('frame');
  const message = useErrorMessage();
  const q = useGateKeepers(listingId);
  const remove = useRemoveGateKeeper(listingId);
  const toast = useToast();
  const [removing, setRemoving] = useState<GateKeeper | null>(null);
  const items = q.data?.items ?? [];
  return (
    <MessageNamespaces value={['validation', 'apiGate']}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section aria-labelledby="keepers-title" className={card}>
          <h2 id="keepers-title" className="text-lg font-semibold text-ink-900">
            {m.title}
          </h2>
          {q.isPending ? (
            <div role="status" className="h-16 animate-pulse rounded-field bg-ink-100">
              <span className="sr-only">{m.loading}</span>
            </div>
          ) : q.isError ? (
            <Alert tone="danger" title={m.loadError}>
              <p>{message(q.error)}</p>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void q.refetch()}>
                {frame.tryAgain}
              </Button>
            </Alert>
          ) : items.length === 0 ? (
            <p className="text-base text-ink-600">{m.empty}</p>
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
            {m.inviteHeading}
          </h2>
          <InviteForm listingId={listingId} />
        </section>
        <ConfirmDialog
          open={!!removing}
          onClose={() => setRemoving(null)}
          title={m.confirmTitle}
          description={removing ? m.confirmText({ who: removing.name ?? removing.phone }) : undefined}
          confirmLabel={m.confirmLabel}
          pendingLabel={m.removing}
          variant="danger"
          pending={remove.isPending}
          error={remove.isError ? message(remove.error) : null}
          onConfirm={() =>
            removing &&
            remove.mutate(removing.id, {
              onSuccess: () => {
                toast.success(m.removed({ who: removing.name ?? removing.phone }));
                setRemoving(null);
              },
            })
          }
        />
      </div>
    </MessageNamespaces>
  );
}
