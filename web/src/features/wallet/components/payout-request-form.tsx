import { useId } from 'react';
import type { PayoutMethodView, Wallet } from '@espasyo/domain/contracts/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { useFormat } from '@/lib/use-format';
import { usePayoutRequest } from './use-payout-request';

/**
 * The amount (the whole available balance to start with) and the method it goes to (the default
 * one first); asks before it moves the money. With `blocks` (why a payout cannot be requested
 * now) the form is disabled and says why.
 */
export function PayoutRequestForm({
  wallet,
  methods,
  blocks,
}: {
  wallet: Wallet;
  methods: PayoutMethodView[];
  blocks: string[];
}) {
  const w = useMessages('wallet');
  const m = w.request;
  const f = useFormat();
  const { form, onSubmit, usable, refusal, pending, confirmation } = usePayoutRequest(wallet, methods, { w, f });
  const { errors } = form.formState;
  const reasonsId = useId();
  const blocked = blocks.length > 0;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.heading} className="space-y-4">
      {refusal && (
        <Alert tone="danger">
          <LocalMessage message={refusal} />
        </Alert>
      )}
      {blocked && (
        <div
          id={reasonsId}
          className="rounded-field border border-warning-600/30 bg-warning-50 p-4 text-sm text-ink-800"
        >
          <p className="font-semibold text-warning-700">{m.blockedTitle}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {blocks.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      )}
      <fieldset disabled={blocked} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{m.heading}</legend>
        <TextField
          label={m.amount}
          inputMode="decimal"
          autoComplete="off"
          required
          help={m.amountHelp({ available: f.money(wallet.available), minimum: f.money(wallet.minimumPayout) })}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <Select
          label={m.method}
          required
          options={usable.map((x) => ({
            value: x.id,
            label: x.isDefault ? m.defaultMethod({ label: x.label }) : x.label,
          }))}
          error={errors.payoutMethodId?.message}
          {...form.register('payoutMethodId')}
        />
      </fieldset>
      <Button
        type="submit"
        variant="primary"
        loading={pending}
        loadingText={m.pending}
        disabled={blocked}
        aria-describedby={blocked ? reasonsId : undefined}
      >
        {m.submit}
      </Button>
      <ConfirmDialog
        open={!!confirmation}
        onClose={() => confirmation?.cancel()}
        onConfirm={() => confirmation?.confirm()}
        title={m.confirmTitle}
        description={confirmation && m.confirmText({ amount: confirmation.amount, method: confirmation.method })}
        confirmLabel={m.submit}
        pendingLabel={m.pending}
        pending={pending}
      />
    </form>
  );
}
