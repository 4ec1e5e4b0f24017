import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Inbox, Lock, Mail, MailX, MessageSquareText, RefreshCw } from 'lucide-react';
import { en } from '@espasyo/domain/messages/en';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useMailbox } from '@/features/auth/api/use-mailbox';
import { MessageView } from '@/features/auth/components/message-view';
import { PageTitle } from '@/components/page-title';

/**
 * /dev/mailbox: every email and SMS the app "sent" while no real transport is configured
 * (docs/product/accounts.md), so sign-up, reset and verification can be tested end to end.
 */
export default function DevMailboxPage() {
  const mailbox = useMailbox();
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');

  if (mailbox.isPending) return <PageLoader />;
  const header = (
    <PageHeader
      title="Dev mailbox"
      description="Emails and text messages sent by this installation. Only available in development and demo set-ups."
      actions={
        mailbox.data?.access === 'open' ? (
          <Button
            variant="outline"
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            loading={mailbox.isFetching}
            loadingText="Refreshing..."
            onClick={() => void mailbox.refetch()}
          >
            Refresh
          </Button>
        ) : undefined
      }
    />
  );
  const frame = (body: ReactNode) => (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <PageTitle>Dev mailbox</PageTitle>
      {header}
      {body}
    </div>
  );

  if (mailbox.isError) return frame(<Alert tone="danger">{errorMessage(mailbox.error)}</Alert>);
  const view = mailbox.data;
  const home = (
    <Link to={paths.home.getHref()} className="font-semibold text-brand-700 hover:underline">
      Go to the home page
    </Link>
  );
  if (view.access === 'off')
    return frame(
      <EmptyState icon={MailX} title={en.mailbox.offTitle} action={home}>
        {en.mailbox.off}
      </EmptyState>,
    );
  if (view.access === 'local-only')
    return frame(
      <EmptyState icon={Lock} title={en.mailbox.localOnlyTitle} action={home}>
        {view.reason}
      </EmptyState>,
    );
  const messages = view.messages;
  if (messages.length === 0)
    return frame(
      <EmptyState icon={Inbox} title="No messages yet">
        Sign up, ask for a password reset or verify a phone number, and the message will show up here within a few
        seconds.
      </EmptyState>,
    );

  const open = messages.find((m) => m.id === openId) ?? null;
  const select = (id: string | null) => setParams(id ? { id } : {}, { replace: false });

  return frame(
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <nav aria-label="Messages" className={cn(open && 'hidden lg:block')}>
        <ul className="divide-y divide-ink-200 overflow-hidden rounded-card border border-ink-200 bg-white">
          {messages.map((m) => {
            const Icon = m.kind === 'sms' ? MessageSquareText : Mail;
            return (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => select(m.id)}
                  aria-current={m.id === openId ? 'true' : undefined}
                  className={cn(
                    'flex w-full min-h-11 gap-3 px-4 py-3 text-left hover:bg-ink-50',
                    m.id === openId && 'bg-brand-50',
                  )}
                >
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-500" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-ink-900">
                      {m.subject || m.text.slice(0, 60)}
                    </span>
                    <span className="block truncate text-sm text-ink-600">{m.to}</span>
                    <span className="block text-sm text-ink-500">{formatDateTime(m.createdAt)}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-label="Message" className={cn(!open && 'hidden lg:block')}>
        {open ? (
          <>
            <Button
              variant="ghost"
              className="mb-3 lg:hidden"
              icon={<ArrowLeft aria-hidden="true" className="size-4" />}
              onClick={() => select(null)}
            >
              All messages
            </Button>
            <MessageView message={open} />
          </>
        ) : (
          <EmptyState icon={Mail} title="Choose a message">
            Pick a message on the left to read it. Links in it can be clicked.
          </EmptyState>
        )}
      </section>
    </div>,
  );
}
