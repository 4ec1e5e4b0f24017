import { Link } from 'react-router';
import { LifeBuoy, MessagesSquare } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { PageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useLiveMessages } from '../api/use-live-messages';
import { ConversationList } from './conversation-list';
import { Thread } from './thread';
import { useOpenConversation } from './use-open-conversation';

export type MessagesViewer = 'client' | 'host' | 'staff';

const pages = { client: paths.client.messages, host: paths.host.messages, staff: paths.admin.chat };

/**
 * The messages page of clients, hosts and staff (/client/messages, /host/messages, /chat): the
 * conversations beside the open one on a laptop; on a phone two screens, the list then the
 * thread with a back button. Everything arrives live through the user's (staff: support's) topic.
 */
export function MessagesPage({ viewer }: { viewer: MessagesViewer }) {
  const m = useMessages('messages');
  const scope = viewer === 'staff' ? 'staff' : 'user';
  const { user } = useAuth();
  const open = useOpenConversation(pages[viewer].getHref());
  useLiveMessages(scope);
  const title = viewer === 'staff' ? m.staffTitle : m.title;
  const threadShown = !!open.openId || open.starting || !!open.startError;

  const supportButton = viewer !== 'staff' && (
    <Button
      variant="outline"
      icon={<LifeBuoy aria-hidden="true" className="size-5" />}
      loading={open.supportPending}
      loadingText={m.startingSupport}
      onClick={open.contactSupport}
    >
      {m.contactSupport}
    </Button>
  );

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <div className={cn(threadShown && 'hidden lg:block')}>
        <PageHeader
          title={title}
          description={
            viewer === 'staff' ? m.staffDescription : viewer === 'host' ? m.hostDescription : m.clientDescription
          }
          actions={supportButton}
        />
        {open.supportError && (
          <Alert tone="danger" className="mb-4">
            {errorMessage(open.supportError)}
          </Alert>
        )}
      </div>
      <div
        className={cn(
          'grid grid-cols-[minmax(0,1fr)] overflow-hidden rounded-card border border-ink-200 bg-white shadow-card lg:grid-cols-[22rem_minmax(0,1fr)]',
          threadShown
            ? 'h-[calc(100dvh-7rem)] sm:h-[calc(100dvh-8rem)] lg:h-[calc(100dvh-16rem)]'
            : 'lg:h-[calc(100dvh-16rem)]',
          'lg:min-h-[32rem]',
        )}
      >
        <section
          aria-label={m.listLabel}
          className={cn('min-h-0 overflow-y-auto border-ink-200 lg:block lg:border-r', threadShown && 'hidden')}
        >
          <ConversationList
            scope={scope}
            openId={open.openId}
            hrefFor={open.hrefFor}
            ownId={user?.id}
            empty={m.empty[viewer]}
            emptyAction={
              viewer === 'client' && (
                <Link to={paths.client.browse.getHref()} className={buttonClasses('primary', 'md')}>
                  {m.browse}
                </Link>
              )
            }
          />
        </section>
        <section aria-label={m.title} className={cn('min-h-0 flex-col lg:flex', threadShown ? 'flex' : 'hidden')}>
          {open.openId ? (
            <Thread
              key={open.openId}
              scope={scope}
              conversationId={open.openId}
              backTo={open.backTo}
              focusComposer={open.focusComposer}
            />
          ) : open.startError ? (
            <div className="p-4">
              <Alert tone="danger" title={m.startError}>
                {errorMessage(open.startError)}
              </Alert>
              <Link to={open.backTo} className={cn(buttonClasses('outline', 'md'), 'mt-4')}>
                {m.back}
              </Link>
            </div>
          ) : open.starting ? (
            <PageLoader label={m.starting} />
          ) : (
            <div className="m-auto flex max-w-sm flex-col items-center p-8 text-center">
              <MessagesSquare aria-hidden="true" className="size-10 text-ink-400" />
              <h2 className="mt-3 text-lg font-semibold text-ink-900">{m.pick.title}</h2>
              <p className="mt-1 text-base text-ink-600">{m.pick.body}</p>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
