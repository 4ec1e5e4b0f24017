import { useState } from 'react';
import { CloudLightning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useBookingForceMajeure, useCancelForceMajeure } from '@/features/bookings/api/use-force-majeure';

/**
 * "Affected by <event>" on a booking's page (issue 33), for either side, while a declared typhoon
 * or force majeure event covers it: the covered days, and "Cancel with a full refund of affected
 * days", which asks first with the amounts (the server's, computed as the cancellation will be).
 */
export function ForceMajeureBanner({ bookingId }: { bookingId: string }) {
  const { data } = useBookingForceMajeure(bookingId);
  const cancel = useCancelForceMajeure(bookingId);
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const m = useMessages('tenancy').forceMajeure;
  const f = useFormat();
  if (!data?.event || !data.canCancel) return null;
  const e = data.event;
  const days = data.affectedDays;
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => (setOpen(false), toast.success(m.done)),
    });
  return (
    <section
      aria-labelledby="force-majeure-title"
      className="rounded-card border border-warning-600/40 bg-warning-50 p-4"
    >
      <div className="flex gap-3">
        <CloudLightning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-700" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id="force-majeure-title" className="font-semibold wrap-anywhere text-ink-900">
            {m.title({ event: e.name })}
          </h2>
          <p className="text-sm text-ink-800">{m.text({ days: days.length })}</p>
          {days.length > 0 && (
            <p className="text-sm text-ink-700">
              {days.length === 1 ? f.date(days[0]) : m.days({ from: f.date(days[0]), to: f.date(days.at(-1)!) })}
            </p>
          )}
          <div className="pt-2">
            <Button variant="danger" size="sm" onClick={() => setOpen(true)} className="w-full sm:w-auto">
              {m.action}
            </Button>
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        title={m.confirmTitle}
        confirmLabel={m.confirm}
        pendingLabel={m.pending}
        variant="danger"
        pending={cancel.isPending}
        error={cancel.error ? errorMessage(cancel.error) : null}
      >
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt>{m.refund}</dt>
            <dd className="font-semibold">{f.money(data.refund)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{m.kept}</dt>
            <dd>{f.money(data.paid - data.refund)}</dd>
          </div>
        </dl>
      </ConfirmDialog>
    </section>
  );
}
