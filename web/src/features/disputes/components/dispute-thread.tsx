import { useState } from 'react';
import type { Dispute } from '@espasyo/domain/contracts/disputes';
import { DISPUTE_MESSAGE_MAX } from '@espasyo/domain/disputes/disputes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { useFormat } from '@/lib/use-format';
import { useSendDisputeMessage } from '../api/disputes';

/** The dispute's thread, oldest first: each message with who wrote it (staff by name) and when; the composer while open. */
export function DisputeThread({ dispute: d, staff }: { dispute: Dispute; staff: boolean }) {
  const m = useMessages('disputes');
  const f = useFormat();
  return (
    <section aria-labelledby="dispute-thread-heading" className="space-y-3">
      <h2 id="dispute-thread-heading" className="text-lg font-semibold text-ink-900">
        {m.view.thread}
      </h2>
      {d.messages.length === 0 ? (
        <p className="text-sm text-ink-600">{m.view.threadEmpty}</p>
      ) : (
        <ol className="space-y-3" aria-live="polite">
          {d.messages.map((msg) => {
            const mine = msg.senderSide === d.viewerSide;
            return (
              <li
                key={msg.id}
                className={cn(
                  'max-w-prose rounded-card border p-3',
                  msg.senderSide === 'staff' ? 'border-brand-200 bg-brand-50' : 'border-ink-200 bg-white',
                  mine && 'ml-auto',
                )}
              >
                <p className="text-sm font-medium text-ink-900">
                  {msg.senderName} <span className="font-normal text-ink-600">· {m.sides[msg.senderSide]}</span>
                </p>
                <p className="mt-1 text-base whitespace-pre-line wrap-anywhere text-ink-800">{msg.body}</p>
                <p className="mt-1 text-xs text-ink-600">
                  <time dateTime={msg.createdAt}>{f.dateTime(msg.createdAt)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {d.canWrite && <DisputeComposer disputeId={d.id} staff={staff} />}
    </section>
  );
}

function DisputeComposer({ disputeId, staff }: { disputeId: string; staff: boolean }) {
  const m = useMessages('disputes');
  const send = useSendDisputeMessage(disputeId, staff);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label={m.view.composer}
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!body.trim()) return setError(m.view.messageRequired);
        setError(null);
        send.mutate(body, {
          onSuccess: () => setBody(''),
          onError: (err) => setError(errorMessage(err)),
        });
      }}
    >
      {error && (
        <Alert tone="danger">
          <LocalMessage message={error} />
        </Alert>
      )}
      <TextArea
        label={m.view.composer}
        rows={3}
        maxLength={DISPUTE_MESSAGE_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        help={
          <>
            {m.view.composerHelp} <CharacterCount value={body} max={DISPUTE_MESSAGE_MAX} />
          </>
        }
      />
      <Button type="submit" loading={send.isPending} loadingText={m.view.sending}>
        {m.view.send}
      </Button>
    </form>
  );
}
