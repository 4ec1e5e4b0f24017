import { useState } from 'react';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import type { Deposit } from '@espasyo/domain/contracts/deposits';
import { depositDisputeSchema } from '@espasyo/domain/contracts/deposits';
import { DISPUTE_DESCRIPTION_MAX, DISPUTE_DESCRIPTION_MIN } from '@espasyo/domain/disputes/disputes';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useFormat, type Format } from '@/lib/use-format';
import { useAnswerClaim, useDeposit } from '../api/deposits';
import { DepositClaimForm } from './deposit-claim-form';
import { DepositLine } from './deposit-line';
import { DepositPhotos } from './deposit-photos';

type Words = ReturnType<typeof useMessages<'deposits'>>;

/** What has happened to the deposit, in one line. */
function stateLine(d: Deposit, m: Words, f: Format): string {
  switch (d.status) {
    case 'held':
      return d.returnDueAt ? m.returnDue({ date: f.date(d.returnDueAt) }) : m.returnAfterMoveOut;
    case 'claimed':
      return m.claimed({ amount: f.money(d.claim?.amount ?? 0) });
    case 'disputed':
      return m.claimedDisputed({ amount: f.money(d.claim?.amount ?? 0) });
    case 'returned':
      return m.returnedAll({ amount: f.money(d.returned ?? d.amount) });
    case 'settled':
      return m.kept({ kept: f.money(d.kept ?? 0), returned: f.money(d.returned ?? 0) });
  }
}

/**
 * The booking's security deposit on its page, for its client or host (issue 33): how much, where it
 * stands (held, return due on …, claimed ₱…, disputed, returned, settled), the claim with its
 * reason and photos; the client accepts or disputes a claim, the host claims from a held deposit.
 * Before the first payment: the line it will be paid with.
 */
export function BookingDeposit({
  bookingId,
  asked,
  viewer,
}: {
  bookingId: string;
  asked: number;
  viewer: 'client' | 'host';
}) {
  const q = useDeposit(bookingId, asked > 0);
  const m = useMessages('deposits');
  const f = useFormat();
  if (asked <= 0 || q.isPending || q.isError) return null;
  const d = q.data;
  if (!d) return <DepositLine amount={asked} />;
  const statusWord = m.status[d.status];
  return (
    <MessageNamespaces value={['validation', 'apiBookings']}>
      <section
        aria-labelledby="deposit-heading"
        className="space-y-3 rounded-card border border-ink-200 bg-white p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="deposit-heading" className="flex items-center gap-2 text-lg font-semibold text-ink-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
            {m.title({ amount: f.money(d.amount) })}
          </h2>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800">
            {statusWord}
          </span>
        </div>
        <p className="text-base text-ink-700">{stateLine(d, m, f)}</p>
        {d.claim && (
          <div className="space-y-2 rounded-field bg-ink-50 p-3">
            <p className="text-sm whitespace-pre-line text-ink-800">
              <span className="font-medium">{m.reason}</span> {d.claim.reason}
            </p>
            <DepositPhotos photos={d.photos} />
            {d.status === 'claimed' && (
              <p className="text-sm text-ink-600">{m.respondBy({ date: f.date(d.claim.responseDueAt) })}</p>
            )}
          </div>
        )}
        {d.status === 'disputed' && d.disputeId && (
          <Link
            to={
              viewer === 'client' ? paths.client.dispute.getHref(d.disputeId) : paths.host.dispute.getHref(d.disputeId)
            }
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
          >
            {m.seeDispute}
          </Link>
        )}
        {viewer === 'client' && d.actions.includes('accept') && <AnswerClaim deposit={d} />}
        {viewer === 'host' && d.actions.includes('claim') && <DepositClaimForm deposit={d} />}
      </section>
    </MessageNamespaces>
  );
}

/** The client's answer to a claim: accept (asked first, with the amounts) or dispute with a reason. */
function AnswerClaim({ deposit: d }: { deposit: Deposit }) {
  const answer = useAnswerClaim(d.bookingId);
  const [confirming, setConfirming] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const claimed = d.claim?.amount ?? 0;
  const m = useMessages('deposits');
  const f = useFormat();

  function dispute() {
    const checked = depositDisputeSchema.safeParse({ description });
    if (!checked.success) {
      setProblem(checked.error.issues[0].message);
      return;
    }
    setProblem(null);
    answer.mutate(
      { accept: false, description: checked.data.description },
      { onError: (e) => setProblem(errorMessage(e)) },
    );
  }

  return (
    <div className="space-y-3 border-t border-ink-200 pt-4">
      {answer.isError && !disputing && <Alert tone="danger">{errorMessage(answer.error)}</Alert>}
      {!disputing ? (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setConfirming(true)}>{m.accept}</Button>
          <Button variant="outline" onClick={() => setDisputing(true)}>
            {m.dispute}
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <TextArea
            label={m.disputeDescription}
            required
            rows={4}
            maxLength={DISPUTE_DESCRIPTION_MAX}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            help={<CharacterCount value={description} max={DISPUTE_DESCRIPTION_MAX} min={DISPUTE_DESCRIPTION_MIN} />}
            error={problem ?? undefined}
          />
          <div className="flex flex-wrap gap-3">
            <Button onClick={dispute} loading={answer.isPending} loadingText={m.disputing}>
              {m.dispute}
            </Button>
            <Button variant="ghost" onClick={() => setDisputing(false)} disabled={answer.isPending}>
              {m.back}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => answer.mutate({ accept: true }, { onSettled: () => setConfirming(false) })}
        title={m.accept}
        description={m.confirmAccept({ claimed: f.money(claimed), returned: f.money(d.amount - claimed) })}
        confirmLabel={m.accept}
        pendingLabel={m.accepting}
        pending={answer.isPending}
      />
    </div>
  );
}
