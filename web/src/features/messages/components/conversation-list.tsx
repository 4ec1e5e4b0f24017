import type { ReactNode } from 'react';
import { MessageSquare } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { useMessages } from '@/lib/i18n';
import type { ChatScope } from '../api/keys';
import { useConversations } from '../api/use-conversations';
import { ConversationItem } from './conversation-item';

/** The conversations, latest first: placeholders while loading, the failure with a retry, the empty state. */
export function ConversationList({
  scope,
  openId,
  hrefFor,
  ownId,
  empty,
  emptyAction,
}: {
  scope: ChatScope;
  openId: string | null;
  hrefFor: (id: string) => string;
  ownId: string | undefined;
  empty: string;
  emptyAction?: ReactNode;
}) {
  const m = useMessages('messages');
  const list = useConversations(scope);
  if (list.isPending)
    return (
      <ul role="status" aria-label={m.loadingList} className="divide-y divide-ink-100">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex gap-3 px-3 py-3">
            <div className="size-11 animate-pulse rounded-full bg-ink-100" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-1/2 animate-pulse rounded bg-ink-100" />
              <div className="h-3 w-3/4 animate-pulse rounded bg-ink-100" />
            </div>
          </li>
        ))}
      </ul>
    );
  if (list.isError)
    return (
      <div className="p-3">
        <LoadError title={m.listError} error={list.error} onRetry={() => void list.refetch()} />
      </div>
    );
  if (list.data.items.length === 0)
    return (
      <EmptyState icon={MessageSquare} title={m.empty.title} action={emptyAction} className="m-3 border-0 py-10">
        {empty}
      </EmptyState>
    );
  return (
    <ul aria-label={m.listLabel}>
      {list.data.items.map((c) => (
        <ConversationItem
          key={c.id}
          conversation={c}
          to={hrefFor(c.id)}
          active={c.id === openId}
          ownId={ownId}
          scope={scope}
        />
      ))}
    </ul>
  );
}
