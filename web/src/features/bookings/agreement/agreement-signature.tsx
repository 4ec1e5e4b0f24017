import type { BookingAgreement } from '@espasyo/domain/contracts/bookings';
import { formatDateTime } from '@/lib/format';

type Signed = NonNullable<BookingAgreement['signed']>;

/**
 * The client's signature on the agreement: the drawing (read through the booking's access
 * checks) or the typed full name in a script face, then who signed and when.
 */
export function AgreementSignature({ signed, signerName }: { signed: Signed; signerName: string }) {
  const name = signed.typedName ?? signerName;
  return (
    <figure className="space-y-2">
      <div className="flex min-h-24 items-end border-b-2 border-ink-400 pb-1">
        {signed.kind === 'drawn' && signed.signatureUrl ? (
          <img
            src={signed.signatureUrl}
            alt={`Signature of ${name}`}
            height={96}
            className="h-24 w-auto max-w-full object-contain"
          />
        ) : (
          <p className="font-signature text-3xl leading-tight wrap-anywhere text-ink-900 italic">{signed.typedName}</p>
        )}
      </div>
      <figcaption className="text-sm text-ink-700">
        Signed by <strong className="font-semibold text-ink-900">{name}</strong> on {formatDateTime(signed.at)}
        {signed.kind === 'typed' ? ', by typing their full name' : ''}
      </figcaption>
    </figure>
  );
}
