import type { BookingAgreement } from '@espasyo/domain/contracts/bookings';
import { cn } from '@/lib/cn';

/**
 * The rental agreement's sections as the server wrote them (the text that is signed and
 * hashed), each a heading and its lines. `level` is the sections' heading level under the page's.
 */
export function AgreementDocument({
  agreement,
  level = 2,
  className,
}: {
  agreement: Pick<BookingAgreement, 'sections'>;
  level?: 2 | 3;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('space-y-5 text-base text-ink-800', className)}>
      {agreement.sections.map((section) => (
        <section key={section.heading} className="break-inside-avoid">
          <Heading className="text-base font-semibold text-ink-900">{section.heading}</Heading>
          <ul className="mt-1.5 list-disc space-y-1 pl-5 wrap-anywhere">
            {section.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
