import { CloudLightning } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { AdvisoryCard } from '@/features/advisories/components/advisory-card';
import { useAdvisories } from '@/features/advisories/api/use-advisories';
import { useMessages } from '@/lib/i18n';

/**
 * /advisories (issue 33): the typhoon and force majeure events declared for places and days, the
 * latest first; rendered by the server from GET /api/advisories, so it reads with no script.
 */
export default function AdvisoriesPage() {
  const m = useMessages('advisories');
  const { data, isError } = useAdvisories();
  const items = data?.items ?? [];
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle description={m.intro}>{m.title}</PageTitle>
      <header className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{m.title}</h1>
        <p className="text-base leading-relaxed text-ink-700">{m.intro}</p>
      </header>
      {isError ? (
        <p role="alert" className="text-base text-danger-700">
          {m.loadError}
        </p>
      ) : items.length === 0 && data ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-ink-300 p-8 text-center">
          <CloudLightning aria-hidden="true" className="size-8 text-ink-500" />
          <p className="text-base text-ink-700">{m.empty}</p>
        </div>
      ) : (
        <ul className="space-y-4">
          {items.map((a) => (
            <li key={a.id}>
              <AdvisoryCard a={a} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
