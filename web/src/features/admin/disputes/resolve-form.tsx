import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { resolveDisputeSchema } from '@espasyo/domain/contracts/disputes';
import { DISPUTE_DECISION_MAX, disputeRefundKinds } from '@espasyo/domain/disputes/disputes';
import { disputeMessages } from '@espasyo/domain/messages/disputes';
import { depositMessages } from '@espasyo/domain/messages/deposits';
import type { Deposit } from '@espasyo/domain/contracts/deposits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { LocalMessage, MessageNamespaces } from '@/lib/i18n-validation';
import { pesosToCentavos } from '@/lib/pesos';
import { useResolveDispute } from '@/features/disputes';

const m = disputeMessages;

/** The schema's and the server's messages the form shows, in the page's language. */
const known = ['validation', 'apiAdmin1'] as const;

/**
 * The resolve form's schema: the server's decision and refund kind; a part's amount typed in pesos
 * becomes centavos (above 0, at most what is refundable). The server checks the most again under
 * the payments' locks.
 */
export const resolveFormSchema = (refundable: number, depositMax: number | null = null) =>
  z
    .object({
      decision: resolveDisputeSchema.shape.decision,
      refund: z.enum(disputeRefundKinds, { error: m.refundKindRequired }),
      amount: z.string(),
      depositToHost: z.string().optional(),
    })
    .transform((v, ctx) => {
      // A disputed deposit claim (issue 33): the host's part of the deposit, 0 to what was claimed.
      let depositToHost: number | null = null;
      if (depositMax != null) {
        const cents = pesosToCentavos(v.depositToHost ?? '');
        if (cents == null || Number.isNaN(cents) || cents < 0 || cents > depositMax) {
          const message =
            cents == null
              ? depositMessages.errors.splitRequired
              : depositMessages.errors.split(formatMoney(depositMax));
          ctx.addIssue({ code: 'custom', message, path: ['depositToHost'] });
          return z.NEVER;
        }
        depositToHost = cents;
      }
      const split = depositToHost != null ? { depositToHost } : {};
      if (v.refund !== 'part') return { decision: v.decision, refund: v.refund, amount: null, ...split };
      const cents = pesosToCentavos(v.amount);
      const problem =
        cents === null
          ? m.amountRequired
          : Number.isNaN(cents)
            ? m.amountWhole
            : cents <= 0
              ? m.amountPositive
              : cents > refundable
                ? m.refundTooMuch(formatMoney(refundable))
                : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem, path: ['amount'] });
        return z.NEVER;
      }
      return { decision: v.decision, refund: v.refund, amount: cents, ...split };
    });
type FormInput = z.input<ReturnType<typeof resolveFormSchema>>;
type FormData = z.output<ReturnType<typeof resolveFormSchema>>;
const FIELDS = ['decision', 'amount', 'depositToHost'] as const;

/**
 * Resolve a dispute: the decision both sides read, the refund (none, a part in pesos, or all that
 * is refundable), then a confirmation that says what moves before anything does.
 */
export function ResolveForm({
  disputeId,
  refundable,
  deposit = null,
}: {
  disputeId: string;
  refundable: number;
  /** The booking's deposit: a disputed claim asks for the host's part of it. */
  deposit?: Deposit | null;
}) {
  const r = useMessages('adminCases').resolve;
  const depositMax = deposit?.status === 'disputed' ? (deposit.claim?.amount ?? deposit.amount) : null;
  const resolve = useResolveDispute(disputeId);
  const toast = useToast();
  const [asking, setAsking] = useState<FormData | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormData>({
    resolver: zodResolver(resolveFormSchema(refundable, depositMax)),
    defaultValues: { decision: '', refund: 'none', amount: '', depositToHost: '' },
  });
  const { errors } = form.formState;
  const kind = form.watch('refund');
  const decision = form.watch('decision') ?? '';
  const amountOf = (d: FormData) => (d.refund === 'full' ? refundable : (d.amount ?? 0));

  function confirm() {
    if (!asking) return;
    resolve.mutate(asking, {
      onSuccess: () => {
        setAsking(null);
        toast.success(r.done);
      },
      onError: (e) => {
        setAsking(null);
        if (!applyFieldErrors(e, form.setError, FIELDS)) setRefusal(errorMessage(e));
      },
    });
  }

  return (
    <MessageNamespaces value={known}>
      <section aria-labelledby="resolve-heading" className="space-y-3 rounded-card border border-ink-200 bg-white p-4">
        <h2 id="resolve-heading" className="text-lg font-semibold text-ink-900">
          {r.heading}
        </h2>
        <form
          noValidate
          aria-label={r.heading}
          className="space-y-4"
          onSubmit={form.handleSubmit((d) => {
            setRefusal(null);
            setAsking(d);
          })}
        >
          {refusal && (
            <Alert tone="danger">
              <LocalMessage message={refusal} />
            </Alert>
          )}
          <TextArea
            label={r.decision}
            required
            rows={4}
            maxLength={DISPUTE_DECISION_MAX}
            help={
              <>
                {r.decisionHelp} <CharacterCount value={decision} max={DISPUTE_DECISION_MAX} />
              </>
            }
            error={errors.decision?.message}
            {...form.register('decision')}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink-900">{r.refund}</legend>
            {(
              [
                ['none', r.none],
                ['part', r.part],
                ['full', r.full({ amount: formatMoney(refundable) })],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-3 text-base text-ink-800">
                <input
                  type="radio"
                  value={value}
                  disabled={value !== 'none' && refundable <= 0}
                  className="size-5 accent-brand-700"
                  {...form.register('refund')}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {kind === 'part' && (
            <TextField
              label={r.amount}
              inputMode="decimal"
              autoComplete="off"
              required
              help={r.amountHelp({ left: formatMoney(refundable) })}
              error={errors.amount?.message}
              {...form.register('amount')}
            />
          )}
          {depositMax != null && (
            <TextField
              label={r.toHost}
              inputMode="decimal"
              autoComplete="off"
              required
              help={r.toHostHelp({ max: formatMoney(depositMax) })}
              error={errors.depositToHost?.message}
              {...form.register('depositToHost')}
            />
          )}
          <Button type="submit" variant="danger" loading={resolve.isPending} loadingText={r.pending}>
            {r.submit}
          </Button>
        </form>
        <ConfirmDialog
          open={!!asking}
          onClose={() => setAsking(null)}
          onConfirm={confirm}
          title={r.confirmTitle}
          description={
            asking &&
            [
              amountOf(asking) > 0 ? r.confirmRefund({ amount: formatMoney(amountOf(asking)) }) : r.confirmNoRefund,
              'depositToHost' in asking && asking.depositToHost != null && deposit
                ? r.confirmDeposit({
                    kept: formatMoney(asking.depositToHost),
                    returned: formatMoney(deposit.amount - asking.depositToHost),
                  })
                : null,
              r.confirmNote,
            ]
              .filter(Boolean)
              .join(' ')
          }
          confirmLabel={r.confirm}
          pendingLabel={r.pending}
          variant="danger"
          pending={resolve.isPending}
        />
      </section>
    </MessageNamespaces>
  );
}
