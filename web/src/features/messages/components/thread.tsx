import { ShieldCheck } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import type { ChatScope } from '../api/keys';
import { useConversation } from '../api/use-conversations';
import { threadMessages, useThread } from '../api/use-thread';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';
import { useReadWhenVisible } from './use-read-when-visible';

/**
 * One conversation: its header, the gentle note while contact details are hidden, the messages
 * (read while they are on screen) and the composer, focused when the page was opened to write.
 */
export function Thread({
  scope,
  conversationId,
  backTo,
  focusComposer,
}: {
  scope: ChatScope;
  conversationId: string;
  backTo: string;
  focusComposer: boolean;
}) {
  const m = useMessages('messages');
  const { user } = useAuth();
  const conversation = useConversation(scope, conversationId);
  const thread = useThread(scope, conversationId);
  const messages = threadMessages(thread.data?.pages);
  useReadWhenVisible(scope, conversationId, messages, user?.id);

  if (conversation.error || (thread.isError && !thread.data))
    return (
      <div className="p-4">
        <LoadError
          title={m.threadError}
          error={conversation.error ?? thread.error}
          onRetry={() => {
            void conversation.refetch();
            void thread.refetch();
          }}
        />
      </div>
    );
  if (!conversation.data || thread.isPending) return <ThreadSkeleton />;

  const c = conversation.data;
  return (
    <>
      <ThreadHeader conversation={c} scope={scope} backTo={backTo} />
      {c.kind === 'listing' && !c.contactsVisible && (
        <p className="flex items-start gap-2 border-b border-info-600/20 bg-info-50 px-4 py-2 text-sm text-info-700">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {m.contactsBanner}
        </p>
      )}
      <MessageList scope={scope} conversation={c} userId={user?.id} messages={messages} thread={thread} />
      <Composer key={c.id} scope={scope} conversationId={c.id} autoFocus={focusComposer} />
    </>
  );
}

function ThreadSkeleton() {
  const m = useMessages('messages');
  return (
    <div role="status" aria-label={m.loadingThread} className="flex flex-1 flex-col gap-4 p-4">
      <div className="flex items-center gap-3">
        <div className="size-11 animate-pulse rounded-full bg-ink-100" />
        <div className="h-4 w-40 animate-pulse rounded bg-ink-100" />
      </div>
      {[60, 40, 70, 50].map((w, i) => (
        <div
          key={i}
          style={{ width: `${w}%` }}
          className={`h-12 animate-pulse rounded-card bg-ink-100 ${i % 2 ? 'self-end' : ''}`}
        />
      ))}
    </div>
  );
}
