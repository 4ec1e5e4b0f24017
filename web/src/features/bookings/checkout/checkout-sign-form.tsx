import { useId, useRef } from 'react';
import { Keyboard, PenLine } from 'lucide-react';
import type { BookingAgreement } from '@espasyo/domain/contracts/bookings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { AgreementSignature } from '@/features/bookings/agreement/agreement-signature';
import { CheckoutSignaturePad } from './checkout-signature-pad';
import { TestModeBanner } from '@/features/bookings/shared/test-mode-banner';
import { useSignAndPay, type SignField } from './use-sign-and-pay';

/**
 * The signature and the way on: draw (or type the account's full name), agree, then 'Sign and
 * continue to payment'. Signed already: who signed and when, and 'Continue to payment'.
 */
export function CheckoutSignForm({
  bookingId,
  agreement,
  accountName,
  total,
  offerSaveCard = false,
}: {
  bookingId: string;
  agreement: BookingAgreement;
  /** The name the typed signature must match (the server checks it). */
  accountName: string;
  total: number;
  /** A tenancy through a gateway that keeps cards: 'Save this card for the next bills' (issue 32). */
  offerSaveCard?: boolean;
}) {
  const m = useMessages('booking').sign;
  const ids = { signature: useId(), name: useId(), agree: useId() };
  const nameRef = useRef<HTMLInputElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);
  const focus = (field: SignField) =>
    field === 'signature' ? form.pad.current?.focus() : (field === 'name' ? nameRef : agreeRef).current?.focus();
  const form = useSignAndPay(bookingId, agreement, focus);
  const busy = form.signing || form.leaving;

  return (
    <form
      noValidate
      aria-labelledby="sign"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <h2 id="sign" className="text-lg font-semibold text-ink-900">
        {agreement.signed ? m.yourSignature : m.title}
      </h2>
      {agreement.signed ? (
        <AgreementSignature signed={agreement.signed} signerName={accountName} />
      ) : (
        <>
          {form.mode === 'drawn' ? (
            <CheckoutSignaturePad
              ref={form.pad}
              id={ids.signature}
              error={form.errors.signature}
              onChange={form.padChanged}
            />
          ) : (
            <TextField
              ref={nameRef}
              id={ids.name}
              label={m.fullName}
              help={m.asOnAccount({ name: accountName })}
              autoComplete="name"
              autoFocus
              required
              value={form.name}
              onChange={(e) => form.setName(e.target.value)}
              error={form.errors.name}
            />
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            icon={
              form.mode === 'drawn' ? (
                <Keyboard aria-hidden="true" className="size-4" />
              ) : (
                <PenLine aria-hidden="true" className="size-4" />
              )
            }
            onClick={() => form.switchMode(form.mode === 'drawn' ? 'typed' : 'drawn')}
          >
            {form.mode === 'drawn' ? m.typeInstead : m.drawInstead}
          </Button>
          <Checkbox
            ref={agreeRef}
            id={ids.agree}
            label={m.agree}
            checked={form.agreed}
            onChange={(e) => form.setAgreed(e.target.checked)}
            error={form.errors.agree}
            aria-required
          />
        </>
      )}
      {offerSaveCard && (
        <Checkbox
          label={m.saveCard}
          help={m.saveCardHelp}
          checked={form.saveCard}
          onChange={(e) => form.setSaveCard(e.target.checked)}
        />
      )}
      {form.failure && <Alert tone="danger">{form.failure}</Alert>}
      {form.testMode && <TestModeBanner />}
      <Button type="submit" size="lg" full loading={busy} loadingText={form.signing ? m.signing : m.opening}>
        {agreement.signed ? m.continue : m.signAndContinue}
      </Button>
      <p className="text-center text-sm text-ink-600">{m.youPay({ amount: formatMoney(total) })}</p>
    </form>
  );
}
