import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { useConversations } from '../api/use-conversations';
import { ConversationItem } from './conversation-item';

/** How many conversations the card shows, latest activity first. */
const SHOWN = 3;

/**
 * The client dashboard's messages: how many conversations have messages not yet read, the
 * latest few (each opens in Messages), and the way to all of them.
 */
export function RecentConversations() {
  const m = useMessages('dashboard').messages;
  const { user } = useAuth();
  const list = useConversations('user');
  const items = list.data?.items ?? [];
  const unread = items.filter((c) => c.unread > 0).length;
  return (
    <Card role="region" aria-labelledby="dash-messages-title" aria-busy={list.isPending || undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dash-messages-title" className="text-lg font-semibold text-ink-900">
          {m.heading}
        </h2>
        {list.data && <p className="text-sm text-ink-600">{m.unread({ count: unread })}</p>}
      </div>
      {list.isError ? (
        <div className="mt-4">
          <LoadError title={m.error} error={list.error} onRetry={() => void list.refetch()} />
        </div>
      ) : list.isPending ? (
        <div role="status" aria-label={m.loading} className="mt-4 space-y-3">
          {Array.from({ length: 2 }, (_, i) => (
            <div key={i} className="h-14 animate-pulse rounded-field bg-ink-100" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-base text-ink-700">{m.empty}</p>
      ) : (
        <ul className="mt-4 overflow-hidden rounded-field border border-ink-200 [&>li:last-child>a]:border-b-0">
          {items.slice(0, SHOWN).map((c) => (
            <ConversationItem
              key={c.id}
              conversation={c}
              to={paths.client.messages.getHref(c.id)}
              active={false}
              ownId={user?.id}
              scope="user"
            />
          ))}
        </ul>
      )}
      <Link
        to={paths.client.messages.getHref()}
        className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline hover:text-brand-800"
      >
        {m.open}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}
