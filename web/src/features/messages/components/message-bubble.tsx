import type { ReactNode } from 'react';
import { EyeOff } from 'lucide-react';
import type { ChatMessage } from '@espasyo/domain/contracts/messaging';
import { cn } from '@/lib/cn';
import { formatDateTime, formatTime } from '@/lib/format';
import { useLanguage, useMessages } from '@/lib/i18n';
import { MessageText } from './message-text';

/** The bubble's frame: ours on the right in the brand colour, theirs on the left in white. */
export function Bubble({
  own,
  sender,
  footer,
  children,
  faded,
}: {
  own: boolean;
  sender?: string;
  footer: ReactNode;
  children: ReactNode;
  faded?: boolean;
}) {
  return (
    <li className={cn('flex flex-col', own ? 'items-end' : 'items-start')}>
      {sender && <p className="mb-1 px-1 text-xs font-semibold text-ink-600">{sender}</p>}
      <div
        className={cn(
          'max-w-[85%] rounded-card px-3 py-2 shadow-card sm:max-w-[70%]',
          own ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm border border-ink-200 bg-white text-ink-900',
          faded && 'opacity-75',
        )}
      >
        {children}
      </div>
      <div className="mt-1 flex items-center gap-2 px-1 text-xs text-ink-600">{footer}</div>
    </li>
  );
}

/** A photo in a message: a button that opens it large. */
export function MessageImage({ url, alt, onOpen }: { url: string; alt: string; onOpen: () => void }) {
  const m = useMessages('messages');
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={m.openImageLabel({ alt })}
      className="mb-1 block overflow-hidden rounded-field focus-visible:ring-3 focus-visible:ring-brand-500/50"
    >
      <img src={url} alt={alt} width={240} height={180} loading="lazy" className="h-auto max-h-60 w-60 object-cover" />
    </button>
  );
}

/**
 * One stored message: its photo, its text (links clickable, never HTML), the note when contact
 * details are hidden from the reader — or, on the writer's own message shown as typed, from whom
 * they are hidden (decision 0059) — its time and, under the last of ours the other side read, 'Seen'.
 */
export function MessageBubble({
  message,
  own,
  sender,
  seen,
  onOpenImage,
}: {
  message: ChatMessage;
  own: boolean;
  /** The writer's name when the thread shows it (support's answers, the inbox's user). */
  sender?: string;
  seen: boolean;
  onOpenImage: (url: string, alt: string) => void;
}) {
  const m = useMessages('messages');
  const lang = useLanguage();
  const alt = m.imageAlt({ sender: message.senderName });
  return (
    <Bubble
      own={own}
      sender={sender}
      footer={
        <>
          <time dateTime={message.createdAt} title={formatDateTime(message.createdAt, lang)}>
            {formatTime(message.createdAt)}
          </time>
          {seen && <span className="font-semibold text-brand-700">{m.seen}</span>}
        </>
      }
    >
      {message.imageUrl && (
        <MessageImage url={message.imageUrl} alt={alt} onOpen={() => onOpenImage(message.imageUrl ?? '', alt)} />
      )}
      {message.body && <MessageText body={message.body} />}
      {(message.masked || message.hiddenFrom) && (
        <p className={cn('mt-1 flex items-center gap-1.5 text-xs', own ? 'text-brand-50' : 'text-ink-600')}>
          <EyeOff aria-hidden="true" className="size-3.5 shrink-0" />
          {message.hiddenFrom ? m.hiddenFrom[message.hiddenFrom] : m.maskedNote}
        </p>
      )}
    </Bubble>
  );
}
