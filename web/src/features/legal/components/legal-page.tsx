import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A readable policy page: contents list, then numbered sections at a comfortable line length. */
export function LegalPage({
  title,
  summary,
  dated,
  notice,
  intro,
  sections,
  contents,
  after,
}: {
  title: string;
  /** One sentence on what the page covers: its meta description. */
  summary: string;
  /** The version's line under the title: the day it took effect. */
  dated: ReactNode;
  /** Above the text: that this is an earlier version, with the way to the current one. */
  notice?: ReactNode;
  intro: ReactNode;
  sections: LegalSection[];
  /** The contents list's name ('Contents'). */
  contents: string;
  /** Below the text: the earlier versions. */
  after?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle description={summary}>{title}</PageTitle>
      <h1 className="text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-2 text-sm text-ink-600">{dated}</p>
      {notice}
      <div className="mt-6 space-y-4 text-base leading-relaxed text-ink-800">{intro}</div>
      <nav aria-label={contents} className="mt-8 rounded-card border border-ink-200 bg-ink-50 p-5">
        <h2 className="text-sm font-semibold text-ink-900">{contents}</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-base">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} className="mt-10 scroll-mt-24">
          <h2 className="text-lg font-semibold text-ink-900">
            {i + 1}. {s.title}
          </h2>
          <div className="mt-3 space-y-3 text-base leading-relaxed text-ink-800 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
            {s.body}
          </div>
        </section>
      ))}
      {after}
    </article>
  );
}
