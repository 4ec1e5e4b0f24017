import type { AdminPayout } from '@espasyo/domain/contracts/money';
import { moneyMessages } from '@espasyo/domain/messages/money';
import { Badge, statusTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const m = moneyMessages.adminPayouts;

export type Decision = 'processed' | 'failed';
export type OnDecide = (payout: AdminPayout, decision: Decision) => void;

/** Processed, Pending or Failed, in the colour each status has everywhere. */
export function PayoutStatusBadge({ payout }: { payout: AdminPayout }) {
  return <Badge tone={statusTone[payout.status] ?? 'neutral'}>{moneyMessages.payoutStatuses[payout.status]}</Badge>;
}

/** What staff know of a settled payout: its reference or why it failed. */
export function Settlement({ payout: p }: { payout: AdminPayout }) {
  if (p.reference) return <span className="block text-sm wrap-anywhere text-ink-600">{m.reference(p.reference)}</span>;
  if (p.failureReason) return <span className="block text-sm wrap-anywhere text-danger-700">{p.failureReason}</span>;
  return null;
}

/** A pending payout's two actions, each naming its host for screen readers. */
export function DecisionButtons({ payout, onDecide }: { payout: AdminPayout; onDecide: OnDecide }) {
  if (payout.status !== 'pending') return null;
  const who = payout.host.name || payout.host.email;
  return (
    <span className="flex flex-wrap gap-2 md:justify-end">
      <Button
        size="sm"
        variant="secondary"
        aria-label={m.actionFor(m.markProcessed, who)}
        onClick={() => onDecide(payout, 'processed')}
      >
        {m.markProcessed}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={m.actionFor(m.markFailed, who)}
        onClick={() => onDecide(payout, 'failed')}
      >
        {m.markFailed}
      </Button>
    </span>
  );
}
