import { Fragment, useRef, useState } from 'react';
import type { ChatMessage, Conversation } from '@espasyo/domain/contracts/messaging';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { isOwnMessage } from '../api/cache';
import type { ChatScope } from '../api/keys';
import { useOutgoing } from '../api/outgoing';
import type { useThread } from '../api/use-thread';
import { dayLabel, dayOf, type ChatWords } from './chat-time';
import { ImageViewer } from './image-viewer';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';
import { useThreadScroll } from './use-thread-scroll';

/** Whose name heads a run of messages: support's answers by name; in the inbox, ours by the staff member's. */
function senderLabel(message: ChatMessage, own: boolean, scope: ChatScope, m: ChatWords): string | undefined {
  if (message.senderRole !== 'support') return undefined;
  if (scope === 'staff') return message.senderName;
  return own ? undefined : m.supportSender({ name: message.senderName });
}

/**
 * The thread's messages, oldest at the top: day separators, the photo viewer, 'Seen' under the
 * last of ours the other side read, older pages when scrolling up, our messages on their way.
 */
export function MessageList({
  scope,
  conversation,
  userId,
  messages,
  thread,
}: {
  scope: ChatScope;
  conversation: Conversation;
  userId: string | undefined;
  messages: ChatMessage[];
  thread: ReturnType<typeof useThread>;
}) {
  const m = useMessages('messages');
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [image, setImage] = useState<{ url: string; alt: string } | null>(null);
  const stored = new Set(messages.map((x) => x.clientMessageId).filter(Boolean));
  const outgoing = useOutgoing(conversation.id).filter((o) => !stored.has(o.clientMessageId));
  const own = (x: ChatMessage) => isOwnMessage(x, scope, userId);
  const lastSeen = messages.findLast((x) => own(x) && x.readAt !== null)?.id;
  const loadOlder = () => {
    if (thread.hasNextPage && !thread.isFetchingNextPage) void thread.fetchNextPage();
  };
  const last = outgoing.at(-1)?.clientMessageId ?? messages.at(-1)?.id;
  useThreadScroll({
    scroller,
    sentinel,
    firstKey: messages[0]?.id,
    lastKey: last,
    lastIsOwn: outgoing.length > 0 || (!!messages.at(-1) && own(messages.at(-1)!)),
    onNearTop: loadOlder,
  });

  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-ink-50 px-3 py-4 sm:px-5">
      {thread.hasNextPage ? (
        <div ref={sentinel} className="flex justify-center pb-3">
          <Button
            variant="ghost"
            size="sm"
            onClick={loadOlder}
            loading={thread.isFetchingNextPage}
            loadingText={m.loadingOlder}
          >
            {m.loadOlder}
          </Button>
        </div>
      ) : (
        messages.length > 0 && <p className="pb-3 text-center text-sm text-ink-500">{m.beginning}</p>
      )}
      {thread.isFetchNextPageError && (
        <p role="alert" className="pb-3 text-center text-sm text-danger-700">
          {m.olderError} {errorMessage(thread.error)}
        </p>
      )}
      {messages.length === 0 && outgoing.length === 0 && (
        <p className="py-10 text-center text-base text-ink-600">{m.noMessages}</p>
      )}
      <div role="log" aria-label={m.title}>
        <ol className="space-y-3">
          {messages.map((x, i) => {
            const prev = messages[i - 1];
            const newDay = !prev || dayOf(prev.createdAt) !== dayOf(x.createdAt);
            const mine = own(x);
            const label = senderLabel(x, mine, scope, m);
            const newRun = newDay || prev.senderId !== x.senderId;
            return (
              <Fragment key={x.id}>
                {newDay && <DaySeparator iso={x.createdAt} />}
                <MessageBubble
                  message={x}
                  own={mine}
                  sender={newRun ? label : undefined}
                  seen={x.id === lastSeen}
                  onOpenImage={(url, alt) => setImage({ url, alt })}
                />
              </Fragment>
            );
          })}
          {outgoing.map((o) => (
            <PendingBubble key={o.clientMessageId} outgoing={o} />
          ))}
        </ol>
      </div>
      <ImageViewer image={image} onClose={() => setImage(null)} />
    </div>
  );
}

function DaySeparator({ iso }: { iso: string }) {
  const m = useMessages('messages');
  const f = useFormat();
  return (
    <li className="flex items-center gap-3 py-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-ink-200" />
      <span>{dayLabel(iso, m, f)}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-ink-200" />
    </li>
  );
}
