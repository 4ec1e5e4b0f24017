import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { agreementSignSchema, type AgreementSignInput } from '@espasyo/domain/bookings/agreement';
import type { BookingAgreement } from '@espasyo/domain/contracts/bookings';
import { ErrorCode } from '@espasyo/domain/errors';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { bookingKeys } from '@/features/bookings/api/keys';
import { useSignAgreement } from '@/features/bookings/api/use-agreement';
import { useCheckout } from '@/features/bookings/api/use-checkout';
import type { SignaturePadHandle } from './use-signature-pad';

export type SignMode = 'drawn' | 'typed';
export type SignField = 'signature' | 'name' | 'agree';
type Errors = Partial<Record<SignField, string>>;

/** The server's field names for each of the form's (a drawing refused by the schema is `image`). */
const serverFields: Record<string, SignField> = { signature: 'signature', image: 'signature', name: 'name' };

/**
 * 'Sign and continue to payment': checks the form (a drawing or the typed name, and the box
 * ticked), signs the agreement unless it is signed already, opens the checkout and leaves for
 * the gateway's page. The server's refusals go under their field; the rest above the button.
 * `focus(field)` moves focus to the first field in error.
 */
export function useSignAndPay(bookingId: string, agreement: BookingAgreement, focus: (field: SignField) => void) {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const signWords = useMessages('booking').sign;
  const sign = useSignAgreement(bookingId);
  const checkout = useCheckout(bookingId);
  const client = useQueryClient();
  const pad = useRef<SignaturePadHandle>(null);
  const [mode, setMode] = useState<SignMode>('drawn');
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** A tenancy's first month paid by card may keep the card for the next bills (issue 32). */
  const [saveCard, setSaveCard] = useState(false);
  const signed = agreement.signed !== null;

  const show = (found: Errors) => {
    setErrors(found);
    const first = (['signature', 'name', 'agree'] as const).find((f) => found[f]);
    if (first) focus(first);
    return !!first;
  };

  /** The signature as the route takes it, or the errors that stop it. */
  function signature(): AgreementSignInput | Errors {
    if (mode === 'drawn')
      return pad.current?.isEmpty() !== false
        ? { signature: signWords.drawRequired }
        : { kind: 'drawn', image: pad.current.image() };
    const parsed = agreementSignSchema.safeParse({ kind: 'typed', name });
    return parsed.success ? parsed.data : { name: parsed.error.issues[0]?.message };
  }

  /** Signs; true when signed (or it was already, from another tab). */
  async function signNow(input: AgreementSignInput): Promise<boolean> {
    try {
      await sign.mutateAsync(input);
      return true;
    } catch (error) {
      if (isApiError(error, ErrorCode.conflict)) return true;
      if (isApiError(error, ErrorCode.validation) && error.fields) {
        const found = Object.fromEntries(
          Object.entries(error.fields).flatMap(([k, v]) => (serverFields[k] ? [[serverFields[k], v]] : [])),
        );
        if (show(found)) return false;
      }
      setFailure(errorMessage(error));
      return false;
    }
  }

  async function submit() {
    setFailure(null);
    if (!signed) {
      const input = signature();
      const found: Errors = 'kind' in input ? {} : { ...input };
      if (!agreed) found.agree = signWords.agreeRequired;
      if (show(found) || !('kind' in input)) return;
      if (!(await signNow(input))) return;
    }
    try {
      await checkout.mutateAsync(saveCard ? { saveCard: true } : undefined);
    } catch (error) {
      if (isApiError(error, ErrorCode.agreementNotSigned)) {
        // Not signed after all (this page read it before it was undone): sign again.
        void client.invalidateQueries({ queryKey: bookingKeys.agreement(bookingId) });
        setFailure(signWords.signFirst);
      } else setFailure(errorMessage(error));
    }
  }

  const clearError = (field: SignField) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  return {
    pad,
    mode,
    switchMode: (next: SignMode) => {
      setMode(next);
      setErrors({});
    },
    name,
    setName: (value: string) => {
      setName(value);
      clearError('name');
    },
    agreed,
    setAgreed: (value: boolean) => {
      setAgreed(value);
      clearError('agree');
    },
    padChanged: (empty: boolean) => !empty && clearError('signature'),
    saveCard,
    setSaveCard,
    errors,
    failure,
    signing: sign.isPending,
    leaving: checkout.isPending || checkout.isSuccess,
    testMode: checkout.data?.testMode === true,
    submit: () => void submit(),
  };
}
