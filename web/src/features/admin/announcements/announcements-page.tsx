import { useState } from 'react';
import { Megaphone, Plus } from 'lucide-react';
import type { AdminAnnouncement } from '@espasyo/domain/contracts/announcements';
import { PagedList } from '@/components/paged-list';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';
import { ANNOUNCEMENTS_PAGE_SIZE, useAdminAnnouncements } from './api/use-admin-announcements';
import { AnnouncementDrawer } from './announcement-drawer';
import type { AnnouncementAction } from './announcement-parts';
import { AnnouncementsCards, AnnouncementsTable } from './announcements-list';
import { PublishDialog } from './publish-dialog';

/**
 * /announcements: every announcement with its state (draft, live, ended), audience, end date and
 * how many dismissed it; write one in the drawer with its banner's preview, publish it (shown at
 * once on its audience's open pages) or unpublish it. The server audits each.
 */
export function AnnouncementsPage() {
  const m = useMessages('adminContent').announcements;
  const [page, setPage] = useState(1);
  const list = useAdminAnnouncements(page);
  const [drawer, setDrawer] = useState<{ editing: AdminAnnouncement | null } | null>(null);
  const [toggling, setToggling] = useState<{ item: AdminAnnouncement; publish: boolean } | null>(null);
  const onAction = (item: AdminAnnouncement, action: AnnouncementAction) =>
    action === 'edit' ? setDrawer({ editing: item }) : setToggling({ item, publish: action === 'publish' });
  const create = () => setDrawer({ editing: null });

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader
        title={m.title}
        description={m.description}
        actions={
          <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={create}>
            {m.create}
          </Button>
        }
      />
      <PagedList
        query={list}
        page={page}
        pageSize={ANNOUNCEMENTS_PAGE_SIZE}
        onPage={setPage}
        noun={(count) => m.count({ count })}
        labels={{ heading: m.heading, loading: m.loading, error: m.error, pages: m.pages }}
        skeleton={<li aria-hidden="true" className="h-20 animate-pulse rounded-card bg-ink-100" />}
        empty={
          <EmptyState icon={Megaphone} title={m.empty.title} action={<Button onClick={create}>{m.create}</Button>}>
            {m.empty.text}
          </EmptyState>
        }
      >
        {(items) => (
          <>
            <AnnouncementsTable items={items} onAction={onAction} />
            <AnnouncementsCards items={items} onAction={onAction} />
          </>
        )}
      </PagedList>
      <AnnouncementDrawer open={!!drawer} editing={drawer?.editing ?? null} onClose={() => setDrawer(null)} />
      <PublishDialog target={toggling} onClose={() => setToggling(null)} />
    </>
  );
}
