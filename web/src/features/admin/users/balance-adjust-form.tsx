import { useId } from 'react';
import { limits } from '@espasyo/domain/schemas/limits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { TextArea } from '@/components/ui/text-area';
import type { HostBalances } from './api';
import { adjustmentDirections } from './balance-adjustment';
import { useBalanceAdjustment } from './use-balance-adjustment';

/** Adjust balance: Give or Take back, the amount in pesos and the reason; asks first, stating the effect. */
export function BalanceAdjustForm({
  hostId,
  name,
  balances,
}: {
  hostId: string;
  name: string;
  balances: HostBalances;
}) {
  const m = useMessages('adminPeople').balance.adjust;
  const { form, onSubmit, refusal, pending, confirmation } = useBalanceAdjustment(hostId, name, balances);
  const { errors } = form.formState;
  const direction = form.watch('direction');
  const directionId = useId();
  return (
    <MessageNamespaces value={['validation', 'apiAdmin2']}>
      <div className="space-y-3">
        <h4 id={`${directionId}-heading`} className="text-sm font-semibold text-ink-900">
          {m.heading}
        </h4>
        <p className="text-sm text-ink-600">{m.description}</p>
        <form onSubmit={onSubmit} noValidate aria-labelledby={`${directionId}-heading`} className="space-y-4">
          {refusal && <Alert tone="danger">{refusal}</Alert>}
          <fieldset aria-describedby={errors.direction ? `${directionId}-error` : undefined}>
            <legend className="mb-1.5 text-sm font-semibold text-ink-800">
              {m.direction}
              <span className="sr-only"> {m.required}</span>
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {adjustmentDirections.map((d) => (
                <label
                  key={d}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center justify-center rounded-field border-2 px-2 text-center text-sm font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500/40',
                    direction === d
                      ? 'border-brand-600 bg-brand-50 text-brand-800'
                      : 'border-ink-200 text-ink-800 hover:border-ink-300',
                  )}
                >
                  <input type="radio" value={d} className="sr-only" {...form.register('direction')} />
                  {d === 'give' ? m.give : m.take}
                </label>
              ))}
            </div>
            <FieldError id={directionId} error={errors.direction?.message} />
          </fieldset>
          <TextField
            label={m.amount}
            inputMode="decimal"
            autoComplete="off"
            required
            help={m.amountHelp({ available: formatMoney(balances.available) })}
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
          <Button type="submit" variant="outline" loading={pending} loadingText={m.pending}>
            {m.submit}
          </Button>
        </form>
        <ConfirmDialog
          open={!!confirmation}
          onClose={() => confirmation?.cancel()}
          onConfirm={() => confirmation?.confirm()}
          title={m.confirm.title({ name })}
          description={confirmation?.text}
          confirmLabel={confirmation?.confirmLabel ?? m.submit}
          pendingLabel={m.pending}
          variant={direction === 'take' ? 'danger' : 'secondary'}
          pending={pending}
        >
          {confirmation && (
            <div className="space-y-2 text-sm text-ink-700">
              <p>{confirmation.after}</p>
              {confirmation.newDebt && <p>{m.confirm.debtNote}</p>}
            </div>
          )}
        </ConfirmDialog>
      </div>
    </MessageNamespaces>
  );
}
