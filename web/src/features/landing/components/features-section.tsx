import { BadgeCheck, Cctv, PiggyBank, ShieldCheck, Smartphone, Zap, type LucideIcon } from 'lucide-react';
import type landingEn from '@espasyo/domain/i18n/en/landingSections';
import { useMessages } from '@/lib/i18n';
import { innerClass, SectionHeading, sectionClass } from './section-heading';

const icons: Record<keyof (typeof landingEn)['features']['items'], LucideIcon> = {
  verified: BadgeCheck,
  instant: Zap,
  security: Cctv,
  insurance: ShieldCheck,
  payments: Smartphone,
  savings: PiggyBank,
};

/** Why Espasyo: the trust and value claims of docs/product/overview.md. */
export function FeaturesSection() {
  const m = useMessages('landingSections').features;
  return (
    <section id="features" aria-labelledby="features-title" className={sectionClass}>
      <div className={innerClass}>
        <SectionHeading id="features-title" title={m.title} intro={m.intro} />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(Object.keys(icons) as (keyof typeof icons)[]).map((key) => {
            const Icon = icons[key];
            const f = m.items[key];
            return (
              <li
                key={key}
                className="flex gap-4 rounded-card border border-ink-200 bg-white p-5 shadow-card sm:block sm:p-6"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-field bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div className="sm:mt-4">
                  <h3 className="text-lg font-semibold text-ink-900">{f.title}</h3>
                  <p className="mt-1 text-base text-ink-600">{f.body}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
