import type { AdminPayout } from '@espasyo/domain/contracts/money';
import type { PayoutAction } from '@espasyo/domain/money/payout-process';
import { Badge, statusTone } from '@/components/ui/badge';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';

/** What staff do to a payout: the payout process's actions on one (its request is the host's or the daily job's). */
export type Decision = Exclude<PayoutAction, 'request'>;
export type OnDecide = (payout: AdminPayout, decision: Decision) => void;

/** Each decision's button, in the table's order (its label: adminMoney.payouts). */
const buttons: Record<Decision, { label: 'markProcessed' | 'markFailed'; variant: ButtonVariant }> = {
  process: { label: 'markProcessed', variant: 'secondary' },
  fail: { label: 'markFailed', variant: 'outline' },
};
const isDecision = (a: PayoutAction): a is Decision => a in buttons;

/** Processed, Pending or Failed, in the colour each status has everywhere. */
export function PayoutStatusBadge({ payout }: { payout: AdminPayout }) {
  const m = useMessages('adminMoney').payouts;
  return <Badge tone={statusTone[payout.status] ?? 'neutral'}>{m.statuses[payout.status]}</Badge>;
}

/** What staff know of a settled payout: its reference or why it failed. */
export function Settlement({ payout: p }: { payout: AdminPayout }) {
  const m = useMessages('adminMoney').payouts;
  if (p.reference)
    return <span className="block text-sm wrap-anywhere text-ink-600">{m.reference({ reference: p.reference })}</span>;
  if (p.failureReason) return <span className="block text-sm wrap-anywhere text-danger-700">{p.failureReason}</span>;
  return null;
}

/** The payout's actions staff may take now (`actions`: the process table decides), each naming its host for screen readers. */
export function DecisionButtons({ payout, onDecide }: { payout: AdminPayout; onDecide: OnDecide }) {
  const m = useMessages('adminMoney').payouts;
  const decisions = payout.actions.filter(isDecision);
  if (!decisions.length) return null;
  const who = payout.host.name || payout.host.email;
  return (
    <span className="flex flex-wrap gap-2 md:justify-end">
      {decisions.map((d) => (
        <Button
          key={d}
          size="sm"
          variant={buttons[d].variant}
          aria-label={m.actionFor({ action: m[buttons[d].label], host: who })}
          onClick={() => onDecide(payout, d)}
        >
          {m[buttons[d].label]}
        </Button>
      ))}
    </span>
  );
}
