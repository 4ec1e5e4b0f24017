import { useState } from 'react';
import { CloudLightning } from 'lucide-react';
import type { AdminForceMajeure } from '@espasyo/domain/contracts/force-majeure';
import { PagedList } from '@/components/paged-list';
import { PageTitle } from '@/components/page-title';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { FORCE_MAJEURE_PAGE_SIZE, useForceMajeureEvents } from './api/use-force-majeure';
import { DeclareForm } from './declare-form';
import { EndDialog } from './end-dialog';
import { EventsList } from './events-list';

/** The schema's and the server's messages the page shows, in its language. */
const known = ['validation', 'apiAdmin1'] as const;

/**
 * /force-majeure (admins): declare a typhoon or force majeure event for provinces or cities and
 * days; the events declared, each with how many bookings it covered; end one early or withdraw it.
 * The server tells both sides of each covered booking and audits every step.
 */
export function ForceMajeurePage() {
  const m = useMessages('adminContent').forceMajeure;
  const [page, setPage] = useState(1);
  const list = useForceMajeureEvents(page);
  const [ending, setEnding] = useState<AdminForceMajeure | null>(null);
  return (
    <MessageNamespaces value={known}>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <DeclareForm />
        <div className="space-y-3">
          <p aria-hidden="true" className="text-lg font-semibold text-ink-900">
            {m.listHeading}
          </p>
          <PagedList
            query={list}
            page={page}
            pageSize={FORCE_MAJEURE_PAGE_SIZE}
            onPage={setPage}
            noun={(count) => m.count({ count })}
            labels={{ heading: m.listHeading, loading: m.loading, error: m.error, pages: m.pages }}
            skeleton={<li aria-hidden="true" className="h-28 animate-pulse rounded-card bg-ink-100" />}
            empty={
              <EmptyState icon={CloudLightning} title={m.empty}>
                {m.emptyText}
              </EmptyState>
            }
          >
            {(items) => <EventsList items={items} onEnd={setEnding} />}
          </PagedList>
        </div>
      </div>
      <EndDialog target={ending} onClose={() => setEnding(null)} />
    </MessageNamespaces>
  );
}
