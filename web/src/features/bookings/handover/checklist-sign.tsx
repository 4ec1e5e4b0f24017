import { useId, useRef, useState } from 'react';
import { Keyboard, PenLine } from 'lucide-react';
import type { AgreementSignInput } from '@espasyo/domain/bookings/agreement';
import type { Checklist } from '@espasyo/domain/contracts/handover';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { CheckoutSignaturePad } from '@/features/bookings/checkout/checkout-signature-pad';
import type { SignaturePadHandle } from '@/features/bookings/checkout/use-signature-pad';

/**
 * The sign step: draw (the agreement's pad) or type the account's full name, then 'Sign the
 * checklist'. Signing freezes what is on the page for this side: a later change clears the
 * signature. Unsaved changes must be saved first.
 */
export function ChecklistSign({
  checklist: c,
  accountName,
  otherSigned,
  dirty,
  signing,
  refusal,
  onSign,
}: {
  checklist: Checklist;
  accountName: string;
  otherSigned: boolean;
  dirty: boolean;
  signing: boolean;
  refusal?: string | null;
  onSign: (input: AgreementSignInput) => void;
}) {
  const ids = { pad: useId(), name: useId() };
  const pad = useRef<SignaturePadHandle>(null);
  const [mode, setMode] = useState<'drawn' | 'typed'>('drawn');
  const [name, setName] = useState('');
  const [error, setError] = useState<{ signature?: string; name?: string }>({});
  const m = useMessages('handover').sign;
  const b = useMessages('booking').sign;
  const f = useFormat();

  function submit() {
    if (mode === 'drawn') {
      if (!pad.current || pad.current.isEmpty()) return setError({ signature: m.drawRequired });
      return onSign({ kind: 'drawn', image: pad.current.image() });
    }
    if (!name.trim()) return setError({ name: m.nameRequired });
    onSign({ kind: 'typed', name });
  }

  return (
    <section
      aria-labelledby={`${c.kind}-sign`}
      className="space-y-4 rounded-card border border-brand-200 bg-brand-50/40 p-4"
    >
      <h2 id={`${c.kind}-sign`} className="text-lg font-semibold text-ink-900">
        {m.title({ kind: c.kind })}
      </h2>
      <p className="text-sm text-ink-700">
        {otherSigned ? (c.deemedAt ? m.otherSignedBefore({ when: f.dateTime(c.deemedAt) }) : m.otherSigned) : m.first}
      </p>
      {mode === 'drawn' ? (
        <CheckoutSignaturePad
          ref={pad}
          id={ids.pad}
          error={error.signature}
          onChange={(empty) => !empty && setError({})}
        />
      ) : (
        <TextField
          id={ids.name}
          label={b.fullName}
          help={b.asOnAccount({ name: accountName })}
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error.name}
        />
      )}
      <Button
        variant="outline"
        size="sm"
        icon={
          mode === 'drawn' ? (
            <Keyboard aria-hidden="true" className="size-4" />
          ) : (
            <PenLine aria-hidden="true" className="size-4" />
          )
        }
        onClick={() => {
          setError({});
          setMode(mode === 'drawn' ? 'typed' : 'drawn');
        }}
      >
        {mode === 'drawn' ? b.typeInstead : b.drawInstead}
      </Button>
      {dirty && <Alert tone="warning">{m.saveFirst}</Alert>}
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Button size="lg" full disabled={dirty} loading={signing} loadingText={b.signing} onClick={submit}>
        {m.button}
      </Button>
    </section>
  );
}
