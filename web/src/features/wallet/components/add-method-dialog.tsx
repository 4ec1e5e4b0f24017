import { payoutMethodTypes, philippineBanks } from '@espasyo/domain/money/payouts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { useAddMethodForm } from './use-add-method-form';

const FORM_ID = 'add-payout-method';
const bankOptions = philippineBanks.map((b) => ({ value: b.code, label: b.name }));

/** 'Add payout method': GCash, Maya or a bank account, the name on it and its number. */
export function AddMethodDialog({ open, onClose, first }: { open: boolean; onClose: () => void; first: boolean }) {
  const w = useMessages('wallet');
  const m = w.addMethod;
  const { form, onSubmit, close, failure, pending, reauthDialog } = useAddMethodForm({ first, onDone: onClose, w });
  const { register, watch, formState } = form;
  const { errors } = formState;
  const type = watch('type');
  return (
    <>
      <Dialog
        open={open}
        onClose={() => !pending && close()}
        title={m.title}
        description={m.description}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={pending}>
              {m.cancel}
            </Button>
            <Button type="submit" form={FORM_ID} variant="secondary" loading={pending} loadingText={m.pending}>
              {m.submit}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
          {failure && (
            <Alert tone="danger">
              <LocalMessage message={failure} />
            </Alert>
          )}
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold text-ink-800">{m.type}</legend>
            <div className="grid grid-cols-3 gap-2">
              {payoutMethodTypes.map((t) => (
                <label
                  key={t}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center justify-center rounded-field border-2 px-2 text-center text-sm font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500/40',
                    type === t
                      ? 'border-brand-600 bg-brand-50 text-brand-800'
                      : 'border-ink-200 text-ink-800 hover:border-ink-300',
                  )}
                >
                  <input type="radio" value={t} className="sr-only" {...register('type')} />
                  {w.methodTypes[t]}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={m.accountName}
            help={m.accountNameHelp}
            autoComplete="name"
            required
            error={errors.accountName?.message}
            {...register('accountName')}
          />
          {type === 'bank' && (
            <Select
              label={m.bank}
              placeholder={m.bankPlaceholder}
              options={bankOptions}
              required
              error={errors.bankCode?.message}
              {...register('bankCode')}
            />
          )}
          <TextField
            label={type === 'bank' ? m.accountNumber : m.mobile}
            help={type === 'bank' ? m.accountNumberHelp : m.mobileHelp}
            inputMode={type === 'bank' ? 'numeric' : 'tel'}
            autoComplete="off"
            spellCheck={false}
            required
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
          <Checkbox label={m.makeDefault} {...register('makeDefault')} />
        </form>
      </Dialog>
      {reauthDialog}
    </>
  );
}
