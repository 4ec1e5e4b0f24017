import { Link } from 'react-router';
import { Image } from 'lucide-react';
import type { Conversation } from '@espasyo/domain/contracts/messaging';
import { unreadBadge } from '@espasyo/domain/notifications/notifications';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import type { ChatScope } from '../api/keys';
import { Avatar } from './avatar';
import { listTime, type ChatWords } from './chat-time';
import { useJoinList } from './use-join-list';

/** What the list says of the last message: 'You: …' for ours, 'Photo' for a photo alone. */
function preview(c: Conversation, ownId: string | undefined, scope: ChatScope, m: ChatWords): string {
  const last = c.lastMessage;
  if (!last) return m.empty.title;
  const ours = scope === 'staff' ? last.senderId !== c.other.id : last.senderId === ownId;
  const text = last.body || (last.hasImage ? m.image : '');
  return ours ? m.yourMessage({ text }) : text;
}

/**
 * One conversation in the list: the other person, the listing with its cover, the last
 * message, its time and the unread count; in the inbox, who answered. A link to `?c=<id>`.
 */
export function ConversationItem({
  conversation: c,
  to,
  active,
  ownId,
  scope,
}: {
  conversation: Conversation;
  to: string;
  active: boolean;
  ownId: string | undefined;
  scope: ChatScope;
}) {
  const m = useMessages('messages');
  const f = useFormat();
  const joinList = useJoinList();
  const unread = c.unread > 0;
  const sub =
    c.listing?.title ??
    (scope === 'staff'
      ? `${m.roles[c.other.role]} · ${c.answeredBy?.length ? m.answeredBy({ names: joinList(c.answeredBy) }) : m.notAnswered}`
      : null);
  return (
    <li>
      <Link
        to={to}
        aria-current={active ? 'true' : undefined}
        className={cn(
          'flex gap-3 border-b border-ink-100 px-3 py-3 outline-offset-[-3px] hover:bg-ink-50',
          active && 'bg-brand-50 hover:bg-brand-50',
        )}
      >
        <Avatar name={c.other.name} url={c.other.avatarUrl} support={c.other.role === 'support'} />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className={cn('truncate text-base text-ink-900', unread ? 'font-bold' : 'font-semibold')}>
              {c.other.name}
            </p>
            {c.lastMessage && (
              <time dateTime={c.lastMessage.createdAt} className="shrink-0 text-xs text-ink-500">
                {listTime(c.lastMessage.createdAt, m, f)}
              </time>
            )}
          </div>
          {sub && <p className="truncate text-sm text-ink-600">{sub}</p>}
          <div className="mt-0.5 flex items-center justify-between gap-2">
            <p
              className={cn(
                'flex min-w-0 items-center gap-1 text-sm',
                unread ? 'font-semibold text-ink-900' : 'text-ink-600',
              )}
            >
              {c.lastMessage?.hasImage && <Image aria-hidden="true" className="size-4 shrink-0" />}
              <span className="truncate">{preview(c, ownId, scope, m)}</span>
            </p>
            {unread && (
              <>
                <span
                  aria-hidden="true"
                  className="min-w-6 shrink-0 rounded-full bg-accent-600 px-1.5 text-center text-xs leading-6 font-bold text-white"
                >
                  {unreadBadge(c.unread)}
                </span>
                <span className="sr-only">{m.unread({ count: c.unread })}</span>
              </>
            )}
          </div>
        </div>
        {c.listing?.coverUrl && (
          <img
            src={c.listing.coverUrl}
            alt=""
            width={56}
            height={42}
            loading="lazy"
            className="h-[42px] w-14 shrink-0 self-center rounded-field object-cover"
          />
        )}
      </Link>
    </li>
  );
}
