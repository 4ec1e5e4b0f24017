import { CircleCheck, Clock } from 'lucide-react';
import type { Checklist } from '@espasyo/domain/contracts/handover';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { AgreementSignature } from '@/features/bookings/agreement/agreement-signature';

/**
 * Who signed a checklist and how: each side's drawing or typed name (the agreement's signature), or
 * "Accepted automatically after 48 hours" for a side who did not sign in time; a side still to sign.
 */
export function ChecklistSignatures({
  checklist: c,
  clientName,
  hostName,
}: {
  checklist: Checklist;
  clientName: string;
  hostName: string;
}) {
  const m = useMessages('handover');
  const f = useFormat();
  if (c.status === null) return null;
  return (
    <section aria-labelledby={`${c.kind}-signatures`} className="space-y-3">
      <h2 id={`${c.kind}-signatures`} className="text-lg font-semibold text-ink-900">
        {m.signatures.heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {(['client', 'host'] as const).map((side) => {
          const s = c.signatures.find((x) => x.side === side);
          const name = side === 'client' ? clientName : hostName;
          return (
            <li key={side} className="space-y-1 rounded-card border border-ink-200 bg-white p-3">
              <p className="text-sm font-semibold text-ink-700">{m.sides[side]}</p>
              {!s ? (
                <p className="flex items-center gap-2 text-sm text-ink-700">
                  <Clock aria-hidden="true" className="size-4" /> {m.signatures.notYet({ name })}
                </p>
              ) : s.kind === 'deemed' ? (
                <p className="flex items-start gap-2 text-sm text-ink-900">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
                  <span>
                    <strong className="font-semibold">{name}</strong>
                    {m.signatures.deemed({ when: f.dateTime(s.at) })}
                  </span>
                </p>
              ) : (
                <AgreementSignature
                  signed={{ at: s.at, kind: s.kind, typedName: s.typedName, signatureUrl: s.signatureUrl }}
                  signerName={name}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
