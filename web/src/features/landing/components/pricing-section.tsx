import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { innerClass, SectionHeading, sectionClass } from './section-heading';

/** #pricing: the marketing prices of docs/product/settings.md and 'Browse Spaces'. */
export function PricingSection() {
  const m = useMessages('landingSections').pricing;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className={`${sectionClass} bg-ink-50`}>
      <div className={innerClass}>
        <SectionHeading id="pricing-title" title={m.title} intro={m.intro} />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {Object.values(m.items).map((p) => (
            <li key={p.label} className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6">
              <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{p.label}</h3>
              <p className="mt-2 text-ink-900">
                <span className="text-xl font-bold sm:text-2xl">{p.value}</span>
                {p.unit.startsWith('/') ? '' : ' '}
                <span className="text-base text-ink-600">{p.unit}</span>
              </p>
              <p className="mt-2 text-base text-ink-600">{p.body}</p>
            </li>
          ))}
        </ul>
        <Link to={paths.client.browse.getHref()} className={`${buttonClasses('primary', 'lg')} mt-8 w-full sm:w-auto`}>
          <Search aria-hidden="true" className="size-5" />
          {m.cta}
        </Link>
      </div>
    </section>
  );
}
