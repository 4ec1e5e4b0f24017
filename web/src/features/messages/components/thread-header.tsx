import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Conversation } from '@espasyo/domain/contracts/messaging';
import { paths } from '@espasyo/domain/paths';
import { useMessages } from '@/lib/i18n';
import type { ChatScope } from '../api/keys';
import { Avatar } from './avatar';
import { useJoinList } from './use-join-list';

/** The thread's head: back to the list (phones), who it is with and about which listing; in the inbox, who answered. */
export function ThreadHeader({
  conversation,
  scope,
  backTo,
}: {
  conversation: Conversation;
  scope: ChatScope;
  backTo: string;
}) {
  const m = useMessages('messages');
  const joinList = useJoinList();
  const { other, listing } = conversation;
  const support = other.role === 'support';
  return (
    <header className="flex items-center gap-3 border-b border-ink-200 bg-white px-2 py-2 sm:px-4">
      <Link
        to={backTo}
        aria-label={m.back}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 lg:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <Avatar name={other.name} url={other.avatarUrl} support={support} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-ink-900">{other.name}</h2>
        {listing ? (
          <Link
            to={paths.spaces.listing.getHref(listing.id)}
            className="block truncate text-sm text-brand-700 underline-offset-2 hover:underline"
          >
            {listing.title}
          </Link>
        ) : (
          scope === 'staff' && (
            <p className="truncate text-sm text-ink-600">
              {conversation.answeredBy?.length
                ? m.answeredBy({ names: joinList(conversation.answeredBy) })
                : m.notAnswered}
            </p>
          )
        )}
      </div>
      {listing?.coverUrl && (
        <img
          src={listing.coverUrl}
          alt=""
          width={64}
          height={48}
          className="hidden h-12 w-16 shrink-0 rounded-field object-cover sm:block"
        />
      )}
    </header>
  );
}
