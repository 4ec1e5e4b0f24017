import { useQueryClient } from '@tanstack/react-query';
import { Clock, CircleAlert, WifiOff } from 'lucide-react';
import { useMessages } from '@/lib/i18n';
import { LocalMessage, MessageNamespaces } from '@/lib/i18n-validation';
import { removeOutgoing, retryOutgoing, type Outgoing } from '../api/outgoing';
import { Bubble } from './message-bubble';
import { MessageText } from './message-text';

const known = ['errors'] as const;
const linkButton = 'min-h-11 px-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** A message on its way: 'Sending…', 'Waiting for connection' (with Delete), or refused with why, a retry and Delete. */
export function PendingBubble({ outgoing }: { outgoing: Outgoing }) {
  const m = useMessages('messages');
  const client = useQueryClient();
  const { state } = outgoing;
  return (
    <Bubble
      own
      faded={state !== 'failed'}
      footer={
        state === 'failed' ? (
          <span role="alert" className="flex flex-wrap items-center justify-end gap-x-2 text-danger-700">
            <CircleAlert aria-hidden="true" className="size-3.5" />
            <span className="font-semibold">{m.pending.failed}:</span>{' '}
            {/* The server's words (in the page's language) or a generic failure's, looked up. */}
            <MessageNamespaces value={known}>
              <LocalMessage message={outgoing.error ?? ''} />
            </MessageNamespaces>
            <button
              type="button"
              className={linkButton}
              onClick={() => retryOutgoing(client, outgoing.clientMessageId)}
            >
              {m.pending.retry}
            </button>
            <button type="button" className={linkButton} onClick={() => removeOutgoing(outgoing.clientMessageId)}>
              {m.pending.remove}
            </button>
          </span>
        ) : (
          <span className="flex flex-wrap items-center justify-end gap-x-2">
            <span role="status" className="flex items-center gap-1.5">
              {state === 'waiting' ? (
                <WifiOff aria-hidden="true" className="size-3.5" />
              ) : (
                <Clock aria-hidden="true" className="size-3.5" />
              )}
              {state === 'waiting' ? m.pending.waiting : m.pending.sending}
            </span>
            {/* Kept on the phone until sent (decision 0095): its writer may change their mind meanwhile. */}
            {state === 'waiting' && (
              <button type="button" className={linkButton} onClick={() => removeOutgoing(outgoing.clientMessageId)}>
                {m.pending.remove}
              </button>
            )}
          </span>
        )
      }
    >
      {outgoing.previewUrl && (
        <img
          src={outgoing.previewUrl}
          alt=""
          width={240}
          height={180}
          className="mb-1 h-auto max-h-60 w-60 rounded-field object-cover"
        />
      )}
      {outgoing.body && <MessageText body={outgoing.body} />}
    </Bubble>
  );
}
