import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import type { MailboxMessage } from '@/features/auth/api/use-mailbox';
import { LinkifiedText } from './linkified-text';

/** One email or SMS of the development mailbox, its links clickable. */
export function MessageView({ message }: { message: MailboxMessage }) {
  const m = useMessages('dev').mailbox;
  const f = useFormat();
  return (
    <Card className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={message.kind === 'sms' ? 'info' : 'brand'}>{message.kind === 'sms' ? m.sms : m.email}</Badge>
        <span className="text-sm text-ink-600">{f.dateTime(message.createdAt)}</span>
      </div>
      <h2 className="mt-3 text-lg font-semibold break-words text-ink-900">{message.subject || m.textMessage}</h2>
      <p className="mt-1 text-sm break-all text-ink-600">{m.to({ to: message.to })}</p>
      <hr className="my-4 border-ink-200" />
      <LinkifiedText text={message.text} />
    </Card>
  );
}
