import { FileText } from 'lucide-react';
import type { AdminLegal, AdminLegalVersion } from '@espasyo/domain/contracts/consents';
import { paths } from '@espasyo/domain/paths';
import { PageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useFormat } from '@/lib/use-format';
import { PublishForm } from './publish-form';
import { useLegalAdmin } from './use-legal-admin';

/** The schema's and the server's messages the page shows, in its language. */
const known = ['validation', 'apiAdmin1'] as const;

/**
 * /legal-texts (admins, issue 34): every version of the Terms of Service and the Privacy Policy,
 * when each takes effect and how many people agree to it now (the consent log, each person's latest
 * entry); and publishing a new version, audited.
 */
export function LegalTextsPage() {
  const m = useMessages('adminContent').legal;
  const legal = useLegalAdmin();
  return (
    <MessageNamespaces value={known}>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          {legal.isPending && <div aria-hidden="true" className="h-48 animate-pulse rounded-card bg-ink-100" />}
          {legal.isError && (
            <Alert tone="danger" title={m.loadFailed}>
              <p>{errorMessage(legal.error)}</p>
              <Button size="sm" variant="outline" className="mt-3" onClick={() => void legal.refetch()}>
                {m.tryAgain}
              </Button>
            </Alert>
          )}
          {legal.data?.kinds.map((k) => (
            <KindCard key={k.kind} kind={k} />
          ))}
        </div>
        <PublishForm />
      </div>
    </MessageNamespaces>
  );
}

function KindCard({ kind }: { kind: AdminLegal['kinds'][number] }) {
  const m = useMessages('adminContent').legal;
  const title = m.kinds[kind.kind];
  const headingId = `legal-${kind.kind}`;
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        {kind.versions.length === 0 ? (
          <EmptyState icon={FileText} title={m.empty} />
        ) : (
          <ul className="mt-3 divide-y divide-ink-200">
            {kind.versions.map((v) => (
              <VersionRow key={v.label} kind={kind.kind} v={v} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function VersionRow({ kind, v }: { kind: 'terms' | 'privacy'; v: AdminLegalVersion }) {
  const m = useMessages('adminContent').legal;
  const f = useFormat();
  const state = v.current ? 'current' : v.upcoming ? 'upcoming' : 'past';
  const tone = v.current ? 'success' : v.upcoming ? 'info' : 'neutral';
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
          {v.upcoming ? (
            v.label
          ) : (
            <a className="text-brand-700 underline" href={paths.legal[kind].getHref(v.current ? undefined : v.label)}>
              {v.label}
            </a>
          )}
          <Badge tone={tone}>{m.states[state]}</Badge>
        </p>
        <p className="text-sm text-ink-600">
          {m.effective({ date: f.date(v.effectiveOn) })}
          {v.publishedBy && ` · ${v.publishedBy}`}
        </p>
      </div>
      <p className="text-sm text-ink-700">
        <span className="text-lg font-semibold text-ink-900 tabular-nums">{f.number(v.agreed)}</span> {m.agreed}
      </p>
    </li>
  );
}
