import { CircleCheck } from 'lucide-react';
import { useMessages } from '@/lib/i18n';
import { HeroPicture } from './hero-picture';
import { innerClass, SectionHeading, sectionClass } from './section-heading';

/** #safety: how people, places and payments are checked (docs/product/overview.md claims). */
export function SafetySection() {
  const m = useMessages('landingSections').safety;
  return (
    <section id="safety" aria-labelledby="safety-title" className={sectionClass}>
      <div className={`${innerClass} grid items-center gap-8 lg:grid-cols-2 lg:gap-12`}>
        <div>
          <SectionHeading id="safety-title" title={m.title} intro={m.intro} />
          <ul className="mt-6 space-y-3">
            {Object.values(m.points).map((p) => (
              <li key={p} className="flex gap-3 text-base text-ink-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:order-first">
          <HeroPicture
            name="storage"
            alt={m.imageAlt}
            className="aspect-[16/10] h-auto w-full rounded-panel object-cover shadow-raised"
          />
        </div>
      </div>
    </section>
  );
}
