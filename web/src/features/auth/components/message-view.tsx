import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import type { MailboxMessage } from '@/features/auth/api/use-mailbox';
import { LinkifiedText } from './linkified-text';

/** One email or SMS of the development mailbox, its links clickable. */
export function MessageView({ message }: { message: MailboxMessage }) {
  return (
    <Card className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={message.kind === 'sms' ? 'info' : 'brand'}>{message.kind === 'sms' ? 'SMS' : 'Email'}</Badge>
        <span className="text-sm text-ink-600">{formatDateTime(message.createdAt)}</span>
      </div>
      <h2 className="mt-3 text-lg font-semibold break-words text-ink-900">{message.subject || 'Text message'}</h2>
      <p className="mt-1 text-sm break-all text-ink-600">To: {message.to}</p>
      <hr className="my-4 border-ink-200" />
      <LinkifiedText text={message.text} />
    </Card>
  );
}
