import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Inbox, Lock, Mail, MailX, MessageSquareText, RefreshCw } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { LocalMessage, MessageNamespaces } from '@/lib/i18n-validation';
import { useFormat } from '@/lib/use-format';
import { useMailbox } from '@/features/auth/api/use-mailbox';
import { MessageView } from '@/features/auth/components/message-view';
import { PageTitle } from '@/components/page-title';

/** The server's reason the mailbox is closed here (dev.mailbox.localOnly). */
const known = ['dev'] as const;

/**
 * /dev/mailbox: every email and SMS the app "sent" while no real transport is configured
 * (docs/product/accounts.md), so sign-up, reset and verification can be tested end to end.
 */
export default function DevMailboxPage() {
  const t = useMessages('dev').mailbox;
  const f = useFormat();
  const mailbox = useMailbox();
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');

  if (mailbox.isPending) return <PageLoader />;
  const header = (
    <PageHeader
      title={t.title}
      description={t.description}
      actions={
        mailbox.data?.access === 'open' ? (
          <Button
            variant="outline"
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            loading={mailbox.isFetching}
            loadingText={t.refreshing}
            onClick={() => void mailbox.refetch()}
          >
            {t.refresh}
          </Button>
        ) : undefined
      }
    />
  );
  const frame = (body: ReactNode) => (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <PageTitle>{t.title}</PageTitle>
      {header}
      {body}
    </div>
  );

  if (mailbox.isError) return frame(<Alert tone="danger">{errorMessage(mailbox.error)}</Alert>);
  const view = mailbox.data;
  const home = (
    <Link to={paths.home.getHref()} className="font-semibold text-brand-700 hover:underline">
      {t.home}
    </Link>
  );
  if (view.access === 'off')
    return frame(
      <EmptyState icon={MailX} title={t.offTitle} action={home}>
        {t.off}
      </EmptyState>,
    );
  if (view.access === 'local-only')
    return frame(
      <EmptyState icon={Lock} title={t.localOnlyTitle} action={home}>
        <MessageNamespaces value={known}>
          <LocalMessage message={view.reason} />
        </MessageNamespaces>
      </EmptyState>,
    );
  const messages = view.messages;
  if (messages.length === 0)
    return frame(
      <EmptyState icon={Inbox} title={t.emptyTitle}>
        {t.empty}
      </EmptyState>,
    );

  const open = messages.find((m) => m.id === openId) ?? null;
  const select = (id: string | null) => setParams(id ? { id } : {}, { replace: false });

  return frame(
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <nav aria-label={t.messages} className={cn(open && 'hidden lg:block')}>
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
                    <span className="block text-sm text-ink-500">{f.dateTime(m.createdAt)}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-label={t.message} className={cn(!open && 'hidden lg:block')}>
        {open ? (
          <>
            <Button
              variant="ghost"
              className="mb-3 lg:hidden"
              icon={<ArrowLeft aria-hidden="true" className="size-4" />}
              onClick={() => select(null)}
            >
              {t.all}
            </Button>
            <MessageView message={open} />
          </>
        ) : (
          <EmptyState icon={Mail} title={t.chooseTitle}>
            {t.choose}
          </EmptyState>
        )}
      </section>
    </div>,
  );
}
