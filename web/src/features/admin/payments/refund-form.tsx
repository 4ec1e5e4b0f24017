import type { AdminPaymentDetail } from '@espasyo/domain/contracts/admin-payments';
import { limits } from '@espasyo/domain/schemas/limits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useRefundForm } from './use-refund-form';
import { TextArea } from '@/components/ui/text-area';

/**
 * Refund a paid payment: the amount in pesos (all that is left to start with) and the reason the
 * client will read; asks before it moves the money, showing the amount and who gets it.
 */
export function RefundForm({ payment }: { payment: AdminPaymentDetail }) {
  const m = useMessages('adminMoney').payments.refund;
  const { form, onSubmit, refusal, pending, confirmation } = useRefundForm(payment);
  const { errors } = form.formState;
  return (
    <section aria-labelledby="refund-heading" className="space-y-3 rounded-card border border-ink-200 p-4">
      <h3 id="refund-heading" className="text-lg font-semibold text-ink-900">
        {m.heading}
      </h3>
      <form onSubmit={onSubmit} noValidate aria-label={m.heading} className="space-y-4">
        {refusal && <Alert tone="danger">{refusal}</Alert>}
        <TextField
          label={m.amount}
          inputMode="decimal"
          autoComplete="off"
          required
          help={m.amountHelp({ left: formatMoney(payment.refundable) })}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextArea
          label={m.reason}
          required
          rows={3}
          maxLength={limits.reason}
          help={m.reasonHelp}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <Button type="submit" variant="danger" loading={pending} loadingText={m.confirm.pending}>
          {m.submit}
        </Button>
      </form>
      <ConfirmDialog
        open={!!confirmation}
        onClose={() => confirmation?.cancel()}
        onConfirm={() => confirmation?.confirm()}
        title={m.confirm.title}
        description={
          confirmation &&
          (confirmation.full ? m.confirm.full : m.confirm.part)({
            amount: confirmation.amount,
            client: payment.client.name,
          })
        }
        confirmLabel={confirmation ? m.confirm.confirm({ amount: confirmation.amount }) : m.submit}
        pendingLabel={m.confirm.pending}
        variant="danger"
        pending={pending}
      />
    </section>
  );
}
