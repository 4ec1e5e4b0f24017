import { Link } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { PageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useNoticeRecipients } from './api/use-notices';
import { SendNoticeForm } from './send-notice-form';
import { SentList } from './sent-list';

/** The schema's and the server's messages the page shows, in its language. */
const known = ['validation', 'apiAdmin1'] as const;

/**
 * /notifications: send a notification to one user (by email) or a group, with its preview and
 * how many it reaches; below, what was sent and the system alerts admins received. The server
 * audits each send.
 */
export function NoticesPage() {
  const m = useMessages('adminContent').notices;
  const status = useNoticeRecipients('staff', '');
  const alertsOn = status.data?.systemAlerts;
  return (
    <MessageNamespaces value={known}>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      <div className="space-y-8">
        <SendNoticeForm />
        {alertsOn !== undefined && (
          <Alert tone={alertsOn ? 'info' : 'warning'}>
            {alertsOn ? m.alertsOn : m.alertsOff}{' '}
            <Link to={paths.admin.settings.getHref()} className="font-medium underline underline-offset-2">
              {m.alertsSettings}
            </Link>
          </Alert>
        )}
        <SentList />
      </div>
    </MessageNamespaces>
  );
}
