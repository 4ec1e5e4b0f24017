import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { innerClass, SectionHeading, sectionClass } from './section-heading';

/** The sample customers (docs/product/records.md); their comments are in the catalogue. */
const people = [
  { key: 'maria', name: 'Maria Santos', location: 'Quezon City', rating: 5, avatar: 'MS' },
  { key: 'paolo', name: 'Paolo Reyes', location: 'Makati', rating: 5, avatar: 'PR' },
  { key: 'jasmine', name: 'Jasmine Dela Cruz', location: 'Cebu City', rating: 4, avatar: 'JD' },
] as const;

function Stars({ rating }: { rating: number }) {
  const m = useMessages('landingSections').testimonials;
  return (
    <p className="flex gap-0.5" role="img" aria-label={m.rated({ n: rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-5', n <= rating ? 'fill-current text-warning-600' : 'text-ink-300')}
        />
      ))}
    </p>
  );
}

/** Static sample testimonials (docs/product/records.md: name, location, rating, comment, avatar). */
export function TestimonialsSection() {
  const m = useMessages('landingSections').testimonials;
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className={sectionClass}>
      <div className={innerClass}>
        <SectionHeading id="testimonials-title" title={m.title} />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {people.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6">
                <Stars rating={t.rating} />
                <blockquote className="mt-3 flex-1 text-base text-ink-700">“{m.comments[t.key]}”</blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                  >
                    {t.avatar}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink-900">{t.name}</span>
                    <span className="block text-sm text-ink-600">{t.location}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
