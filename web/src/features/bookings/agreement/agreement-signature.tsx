import type { BookingAgreement } from '@espasyo/domain/contracts/bookings';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useMessages } from '@/lib/i18n';

type Signed = NonNullable<BookingAgreement['signed']>;

/**
 * The client's signature on the agreement: the drawing (read through the booking's access
 * checks) or the typed full name in a script face, then who signed and when.
 */
export function AgreementSignature({ signed, signerName }: { signed: Signed; signerName: string }) {
  const m = useMessages('booking').sign;
  const lang = useLanguage();
  const name = signed.typedName ?? signerName;
  return (
    <figure className="space-y-2">
      <div className="flex min-h-24 items-end border-b-2 border-ink-400 pb-1">
        {signed.kind === 'drawn' && signed.signatureUrl ? (
          <img
            src={signed.signatureUrl}
            alt={m.signatureOf({ name })}
            height={96}
            className="h-24 w-auto max-w-full object-contain"
          />
        ) : (
          <p className="font-signature text-3xl leading-tight wrap-anywhere text-ink-900 italic">{signed.typedName}</p>
        )}
      </div>
      <figcaption className="text-sm text-ink-700">
        {signedBy(m.signedBy({ name: '\u0000', when: formatDateTime(signed.at, lang) }), name)}
        {signed.kind === 'typed' ? m.byTyping : null}
      </figcaption>
    </figure>
  );
}

/** 'Signed by {name} on …' with the name in bold: the message split at its placeholder. */
function signedBy(message: string, name: string) {
  const [before, after = ''] = message.split('\u0000');
  return (
    <>
      {before}
      <strong className="font-semibold text-ink-900">{name}</strong>
      {after}
    </>
  );
}
