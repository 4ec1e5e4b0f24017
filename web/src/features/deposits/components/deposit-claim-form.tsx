import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Deposit } from '@espasyo/domain/contracts/deposits';
import { depositClaimSchema } from '@espasyo/domain/contracts/deposits';
import {
  DEPOSIT_CLAIM_PHOTOS_MAX,
  DEPOSIT_CLAIM_REASON_MAX,
  DEPOSIT_CLAIM_REASON_MIN,
} from '@espasyo/domain/deposits/deposit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { pesosToCentavos } from '@/lib/pesos';
import { useAddDepositPhoto, useClaimDeposit } from '../api/deposits';
import { DepositPhotos } from './deposit-photos';

const ACCEPT = 'image/jpeg,image/png,image/webp';

type Words = { amountInvalid: string; amountError: (values: { max: string }) => string };

/** The claim as typed: pesos become centavos, checked by the server's own schema (at most the deposit). */
const claimFormSchema = (held: number, w: Words) =>
  z.object({ amount: z.string(), reason: depositClaimSchema.shape.reason }).transform((v, ctx) => {
    const cents = pesosToCentavos(v.amount);
    if (cents == null || Number.isNaN(cents) || cents < 100 || cents > held) {
      const message =
        cents != null && Number.isNaN(cents) ? w.amountInvalid : w.amountError({ max: formatMoney(held) });
      ctx.addIssue({ code: 'custom', message, path: ['amount'] });
      return z.NEVER;
    }
    return { amount: cents, reason: v.reason };
  });
type FormInput = z.input<ReturnType<typeof claimFormSchema>>;
type FormData = z.output<ReturnType<typeof claimFormSchema>>;
const FIELDS = ['amount', 'reason', 'photos'] as const;

/**
 * "Claim from the deposit" (the host, before the return is due): the amount in pesos (at most the
 * deposit), the reason, and photos — each uploaded as it is chosen, at least one before sending.
 * Sending asks first, with the amounts.
 */
export function DepositClaimForm({ deposit }: { deposit: Deposit }) {
  const f = useMessages('deposits').claimForm;
  const money = useFormat().money;
  const claim = useClaimDeposit(deposit.bookingId);
  const addPhoto = useAddDepositPhoto(deposit.bookingId);
  const [asking, setAsking] = useState<FormData | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormData>({
    resolver: zodResolver(claimFormSchema(deposit.amount, f)),
    defaultValues: { amount: '', reason: '' },
  });
  const { errors } = form.formState;
  const reason = form.watch('reason') ?? '';
  const canAdd = deposit.actions.includes('add_photo');

  async function upload(files: FileList | null) {
    setPhotoError(null);
    for (const file of Array.from(files ?? [])) {
      try {
        await addPhoto.mutateAsync(file);
      } catch (e) {
        setPhotoError(errorMessage(e));
        return;
      }
    }
  }

  function send() {
    if (!asking) return;
    claim.mutate(asking, {
      onSuccess: () => setAsking(null),
      onError: (e) => {
        setAsking(null);
        if (!applyFieldErrors(e, form.setError, FIELDS)) setRefusal(errorMessage(e));
      },
    });
  }

  const noPhoto = deposit.photos.length === 0;
  return (
    <section aria-labelledby="claim-heading" className="space-y-3 border-t border-ink-200 pt-4">
      <h3 id="claim-heading" className="text-base font-semibold text-ink-900">
        {f.title}
      </h3>
      <form
        noValidate
        aria-label={f.title}
        className="space-y-4"
        onSubmit={form.handleSubmit((d) => {
          setRefusal(null);
          if (noPhoto) {
            setPhotoError(f.photoRequired);
            return;
          }
          setAsking(d);
        })}
      >
        {refusal && <Alert tone="danger">{refusal}</Alert>}
        <TextField
          label={f.amount}
          inputMode="decimal"
          autoComplete="off"
          required
          help={f.amountHelp({ max: money(deposit.amount) })}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextArea
          label={f.reason}
          required
          rows={4}
          maxLength={DEPOSIT_CLAIM_REASON_MAX}
          help={
            <>
              {f.reasonHelp}{' '}
              <CharacterCount value={reason} max={DEPOSIT_CLAIM_REASON_MAX} min={DEPOSIT_CLAIM_REASON_MIN} />
            </>
          }
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink-800">{f.photos}</legend>
          <p id="claim-photos-help" className="text-sm text-ink-600">
            {f.photosHelp({ count: deposit.photos.length, max: DEPOSIT_CLAIM_PHOTOS_MAX })}
          </p>
          <DepositPhotos photos={deposit.photos} />
          {canAdd && (
            <input
              type="file"
              accept={ACCEPT}
              multiple
              aria-label={f.addPhoto}
              aria-describedby="claim-photos-help"
              disabled={addPhoto.isPending}
              className="block w-full text-sm text-ink-700 file:mr-3 file:min-h-11 file:rounded-field file:border file:border-ink-300 file:bg-white file:px-4 file:font-medium"
              onChange={(e) => {
                void upload(e.target.files);
                e.target.value = '';
              }}
            />
          )}
          {addPhoto.isPending && (
            <p role="status" className="text-sm text-ink-700">
              {f.uploading}
            </p>
          )}
          {photoError && (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {photoError}
            </p>
          )}
        </fieldset>
        <Button type="submit" loading={claim.isPending} loadingText={f.submitting}>
          {f.submit}
        </Button>
      </form>
      <ConfirmDialog
        open={!!asking}
        onClose={() => setAsking(null)}
        onConfirm={send}
        title={f.title}
        description={asking && f.confirm({ amount: money(asking.amount), deposit: money(deposit.amount) })}
        confirmLabel={f.submit}
        pendingLabel={f.submitting}
        pending={claim.isPending}
      />
    </section>
  );
}
