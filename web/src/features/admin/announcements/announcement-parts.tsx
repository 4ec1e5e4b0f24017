import type { AdminAnnouncement } from '@espasyo/domain/contracts/announcements';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

const stateTone: Record<AdminAnnouncement['state'], BadgeTone> = {
  draft: 'neutral',
  live: 'success',
  ended: 'warning',
};

export type AnnouncementAction = 'edit' | 'publish' | 'unpublish';
export type OnAction = (item: AdminAnnouncement, action: AnnouncementAction) => void;

export function StateBadge({ item }: { item: AdminAnnouncement }) {
  const m = useMessages('adminContent').announcements;
  return <Badge tone={stateTone[item.state]}>{m.states[item.state]}</Badge>;
}

/** Until when it shows, and since when it is published. */
export function Ends({ item }: { item: AdminAnnouncement }) {
  const a = useMessages('adminContent').announcements;
  const f = useFormat();
  return (
    <>
      <span className="block text-ink-700">
        {item.endsOn ? a.endsOn({ day: f.date(`${item.endsOn}T12:00:00Z`) }) : a.noEnd}
      </span>
      {item.publishedAt && (
        <span className="block text-ink-600">{a.publishedAt({ when: f.dateTime(item.publishedAt) })}</span>
      )}
    </>
  );
}

export function Byline({ item }: { item: AdminAnnouncement }) {
  const a = useMessages('adminContent').announcements;
  const f = useFormat();
  return <span className="block text-ink-600">{a.by({ name: item.author.name, when: f.date(item.createdAt) })}</span>;
}

/** Edit, and publish or unpublish, each naming the announcement for screen readers. */
export function Actions({ item, onAction }: { item: AdminAnnouncement; onAction: OnAction }) {
  const a = useMessages('adminContent').announcements;
  const name = (action: string) => a.actionLabel({ action, title: item.title });
  return (
    <span className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
      <Button size="sm" variant="outline" aria-label={name(a.edit)} onClick={() => onAction(item, 'edit')}>
        {a.edit}
      </Button>
      {item.status === 'published' ? (
        <Button size="sm" variant="outline" aria-label={name(a.unpublish)} onClick={() => onAction(item, 'unpublish')}>
          {a.unpublish}
        </Button>
      ) : (
        <Button size="sm" variant="secondary" aria-label={name(a.publish)} onClick={() => onAction(item, 'publish')}>
          {a.publish}
        </Button>
      )}
    </span>
  );
}
