import type { Autopay } from '@espasyo/domain/contracts/payments';
import { savedCardLabel } from '@espasyo/domain/tenancies/words';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useSetAutopay } from '@/features/bookings/api/use-autopay';

/**
 * A running tenancy's automatic payment, for its client (issue 32, decision 0085): 'Pay
 * automatically with your saved card (Visa •••• 4242)' on or off, what it means, and without a
 * saved card how to save one (at a bill's checkout). Nothing when the gateway keeps no cards.
 */
export function BookingAutopay({ bookingId, autopay }: { bookingId: string; autopay: Autopay }) {
  const set = useSetAutopay(bookingId);
  const toast = useToast();
  const w = useMessages('tenancy').autopay;
  const { card, enabled, canSaveCard } = autopay;
  if (!card) return canSaveCard ? <p className="text-sm text-ink-700">{w.noCard}</p> : null;
  return (
    <div className="space-y-2 rounded-field border border-ink-200 bg-ink-50 px-3 py-1">
      <Checkbox
        role="switch"
        label={w.toggle({ card: savedCardLabel(card.brand, card.last4) })}
        help={set.isPending ? (enabled ? w.turningOff : w.turningOn) : enabled ? w.on : w.off}
        checked={enabled}
        disabled={set.isPending}
        onChange={(e) =>
          set.mutate(e.target.checked, {
            onSuccess: (answer) => toast.success(answer.enabled ? w.turnedOn : w.turnedOff),
          })
        }
      />
      {set.isError && <Alert tone="danger">{errorMessage(set.error)}</Alert>}
    </div>
  );
}
