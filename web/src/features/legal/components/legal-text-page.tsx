import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { parseLegalBody } from '@espasyo/domain/consents/body';
import type { LegalKind } from '@espasyo/domain/consents/kinds';
import { paths } from '@espasyo/domain/paths';
import { PageTitle } from '@/components/page-title';
import { useLanguage, useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useLegalText, useLegalVersions } from '../api/use-legal-text';
import { LegalBlocks } from './legal-body';
import { LegalPage, type LegalSection } from './legal-page';

const linkClass = 'text-brand-700 underline-offset-4 hover:underline';

/**
 * /terms and /privacy (issue 34): the version in effect of a legal text, or an earlier one
 * (?version=), with the day it took effect and links to the earlier versions. Rendered by the
 * server from GET /api/legal/{kind} and its versions, so it reads with no script.
 */
export function LegalTextPage({ kind, extra }: { kind: LegalKind; extra?: LegalSection[] }) {
  const [params] = useSearchParams();
  const version = params.get('version') ?? undefined;
  const lang = useLanguage();
  const m = useMessages('legal');
  const footer = useMessages('common').footer;
  const f = useFormat();
  const text = useLegalText(kind, lang, version);
  const versions = useLegalVersions(kind);
  const doc = useMemo(() => (text.data ? parseLegalBody(text.data.body) : null), [text.data]);
  const title = kind === 'terms' ? footer.termsOfService : footer.privacyPolicy;
  const summary = kind === 'terms' ? m.termsSummary : m.privacySummary;
  const page = paths.legal[kind];

  if (!text.data || !doc)
    return (
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <PageTitle description={summary}>{title}</PageTitle>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
        {text.isError && (
          <p role="alert" className="mt-4 text-base text-danger-700">
            {m.loadFailed}
          </p>
        )}
      </article>
    );

  const t = text.data;
  const earlier = (versions.data?.items ?? []).filter((v) => v.label !== t.label);
  const sections: LegalSection[] = [
    ...doc.sections.map((s) => ({ id: s.id, title: s.title, body: <LegalBlocks blocks={s.blocks} /> })),
    ...(extra ?? []),
  ];
  let notice: ReactNode = null;
  if (!t.current)
    notice = (
      <p className="mt-4 rounded-card border border-ink-200 bg-warning-50 p-4 text-base text-ink-800">
        {m.older({ date: f.date(t.effectiveOn) })}{' '}
        <Link className="font-semibold text-brand-700 underline" to={page.getHref()}>
          {m.readCurrent}
        </Link>
      </p>
    );
  return (
    <LegalPage
      title={title}
      summary={summary}
      dated={m.versionLine({ label: t.label, date: f.date(t.effectiveOn) })}
      notice={notice}
      intro={<LegalBlocks blocks={doc.intro} />}
      sections={sections}
      contents={m.contents}
      after={
        earlier.length > 0 && (
          <nav aria-labelledby="legal-versions" className="mt-12 border-t border-ink-200 pt-6">
            <h2 id="legal-versions" className="text-base font-semibold text-ink-900">
              {t.current ? m.versions : m.history}
            </h2>
            <ul className="mt-2 space-y-1 text-base">
              {earlier.map((v) => (
                <li key={v.label}>
                  <Link className={linkClass + ' text-brand-700'} to={page.getHref(v.current ? undefined : v.label)}>
                    {v.current ? m.readCurrent : m.versionLine({ label: v.label, date: f.date(v.effectiveOn) })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )
      }
    />
  );
}
