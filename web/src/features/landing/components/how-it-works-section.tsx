import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { panelId, tabId, TabList } from './tab-list';
import { innerClass, SectionHeading, sectionClass } from './section-heading';

type Guide = 'rent' | 'host';
const ctaTo: Record<Guide, string> = {
  rent: paths.auth.signUp.getHref({ type: 'client' }),
  host: paths.auth.signUp.getHref({ type: 'host' }),
};

/** #how-it-works with the 'rent' (default) and 'host' guides of docs/product/routes.md, docs/product/states.md. */
export function HowItWorksSection() {
  const m = useMessages('landingSections').howItWorks;
  const [guide, setGuide] = useState<Guide>('rent');
  const steps = Object.values(m[guide]);
  const tabs = [
    { value: 'rent', label: m.tab.rent },
    { value: 'host', label: m.tab.host },
  ] as const;
  return (
    <section id="how-it-works" aria-labelledby="how-title" className={`${sectionClass} bg-ink-50`}>
      <div className={innerClass}>
        <SectionHeading id="how-title" title={m.title} />
        <TabList
          label={m.tabsLabel}
          prefix="guide"
          items={tabs}
          value={guide}
          onChange={setGuide}
          className="mt-6 max-w-md"
        />
        <div role="tabpanel" id={panelId('guide')} aria-labelledby={tabId('guide', guide)} className="mt-8">
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((s, i) => (
              <li
                key={s.title}
                className="flex gap-4 rounded-card border border-ink-200 bg-white p-5 shadow-card sm:block"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
                >
                  {i + 1}
                </span>
                <div className="sm:mt-4">
                  <h3 className="text-lg font-semibold text-ink-900">
                    <span className="sr-only">{m.step({ n: i + 1 })}</span>
                    {s.title}
                  </h3>
                  <p className="mt-1 text-base text-ink-600">{s.body}</p>
                </div>
              </li>
            ))}
          </ol>
          <Link
            to={ctaTo[guide]}
            className={`${buttonClasses(guide === 'rent' ? 'primary' : 'secondary', 'lg')} mt-8 w-full sm:w-auto`}
          >
            {guide === 'rent' ? m.rentCta : m.hostCta}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
