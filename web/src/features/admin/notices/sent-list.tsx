import { useState } from 'react';
import { BellRing, ShieldAlert } from 'lucide-react';
import type { SentNotice } from '@espasyo/domain/contracts/staff-notices';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import type { NoticeKind } from '@espasyo/domain/notifications/staff-notices';
import { PagedList } from '@/components/paged-list';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { Tabs, tabPanelProps } from '@/features/admin/shared/tabs';
import { NOTICES_PAGE_SIZE, useSentNotices } from './api/use-notices';

const ID = 'sent-notices';

function audienceOf(m: Messages<Catalogs['adminContent']>['notices'], n: SentNotice) {
  if (n.recipient) return `${n.recipient.name} (${n.recipient.email})`;
  return n.audience === 'admins' ? m.allAdmins : m.audiences[n.audience];
}

function SentItem({ n }: { n: SentNotice }) {
  const m = useMessages('adminContent').notices;
  const l = m.list;
  const { dateTime } = useFormat();
  return (
    <li className="rounded-card border border-ink-200 bg-white p-4 text-sm shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold wrap-anywhere text-ink-900">{n.title}</p>
        <Badge tone={n.kind === 'alert' ? 'danger' : 'brand'}>{l.recipients({ count: n.recipients })}</Badge>
      </div>
      <p className="mt-1 whitespace-pre-line wrap-anywhere text-ink-700">{n.message}</p>
      <p className="mt-2 text-ink-600">
        {l.to({ who: audienceOf(m, n) })} · {n.sentBy ? l.by({ name: n.sentBy.name }) : l.system} · {dateTime(n.sentAt)}
      </p>
      {(n.link || n.source) && (
        <p className="mt-1 text-ink-600 wrap-anywhere">
          {[n.source, n.link].filter(Boolean).join(' · ')}
          {n.suppressed > 0 && ` · ${l.suppressed({ count: n.suppressed })}`}
        </p>
      )}
    </li>
  );
}

/** What was sent, newest first: staff's notices, or the system's alerts to admins (a tab each). */
export function SentList() {
  const m = useMessages('adminContent').notices;
  const l = m.list;
  const [kind, setKind] = useState<NoticeKind>('notice');
  const [page, setPage] = useState(1);
  const list = useSentNotices(kind, page);
  const select = (k: NoticeKind) => {
    setKind(k);
    setPage(1);
  };
  const empty = l.empty[kind];
  return (
    <section aria-labelledby={`${ID}-heading`} className="space-y-4">
      <h2 id={`${ID}-heading`} className="text-lg font-semibold text-ink-900">
        {l.heading}
      </h2>
      <Tabs
        idBase={ID}
        label={l.tabsLabel}
        items={[
          { id: 'notice', label: m.kinds.notice },
          { id: 'alert', label: m.kinds.alert },
        ]}
        selected={kind}
        onSelect={select}
      />
      <div {...tabPanelProps(ID, kind)} className="outline-none">
        <PagedList
          query={list}
          page={page}
          pageSize={NOTICES_PAGE_SIZE}
          onPage={setPage}
          noun={(count) => (kind === 'alert' ? l.alerts : l.count)({ count })}
          labels={{ heading: m.kinds[kind], loading: l.loading, error: l.error, pages: l.pages }}
          skeleton={<li aria-hidden="true" className="h-24 animate-pulse rounded-card bg-ink-100" />}
          empty={
            <EmptyState icon={kind === 'alert' ? ShieldAlert : BellRing} title={empty.title}>
              {empty.text}
            </EmptyState>
          }
        >
          {(items) => (
            <ul className="space-y-3">
              {items.map((n) => (
                <SentItem key={n.id} n={n} />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </section>
  );
}
