import { useEffect, useId } from 'react';
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { MESSAGE_MAX } from '@espasyo/domain/messaging/messaging';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { acceptFor } from '@/features/account';
import type { ChatScope } from '../api/keys';
import { useComposer } from './use-composer';

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-brand-500';

/**
 * Write a message: up to MESSAGE_MAX characters (a counter near the limit), Enter sends and
 * Shift+Enter starts a new line; one photo with its preview. Messages go out through the
 * outgoing queue, so one written offline waits.
 */
export function Composer({
  scope,
  conversationId,
  autoFocus,
}: {
  scope: ChatScope;
  conversationId: string;
  autoFocus?: boolean;
}) {
  const m = useMessages('messages');
  const c = useComposer({ scope, conversationId });
  const id = useId();
  const hintId = `${id}-hint`;
  const { textRef } = c;
  useEffect(() => {
    if (autoFocus) textRef.current?.focus();
  }, [autoFocus, textRef]);

  return (
    <form onSubmit={c.send} aria-label={m.composer.label} className="border-t border-ink-200 bg-white p-3 sm:p-4">
      {c.file && (
        <div className="mb-3 flex items-center gap-3">
          {c.preview && (
            <img src={c.preview} alt="" width={64} height={64} className="size-16 rounded-field object-cover" />
          )}
          <span className="min-w-0 flex-1 truncate text-sm text-ink-700">{c.file.name}</span>
          <button type="button" onClick={c.removeFile} aria-label={m.composer.removeImage} className={iconButton}>
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
      <FieldError id={`${id}-file`} error={c.fileError} />
      <div className="flex items-end gap-2">
        <label
          className={cn(iconButton, 'cursor-pointer has-focus-visible:outline-3 has-focus-visible:outline-brand-500')}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          <span className="sr-only">{m.composer.attach}</span>
          <input
            type="file"
            accept={acceptFor(c.accept)}
            className="sr-only"
            aria-describedby={c.fileError ? `${id}-file-error` : undefined}
            onChange={(e) => {
              c.choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <label htmlFor={id} className="sr-only">
          {m.composer.label}
        </label>
        <textarea
          id={id}
          ref={c.textRef}
          rows={1}
          value={c.text}
          maxLength={MESSAGE_MAX}
          placeholder={m.composer.placeholder}
          aria-describedby={hintId}
          onChange={(e) => c.setText(e.target.value)}
          onKeyDown={c.onKeyDown}
          className="field-sizing-content block max-h-40 min-h-11 w-full resize-none rounded-field border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-400 hover:border-ink-400 focus:border-brand-600 focus:ring-3 focus:ring-brand-500/25 focus-visible:outline-none"
        />
        <button
          type="submit"
          disabled={!c.canSend}
          aria-label={m.composer.send}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white shadow-card hover:bg-accent-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={hintId} className="mt-1.5 flex justify-between gap-3 text-xs text-ink-500">
        <span className="hidden sm:inline">{m.composer.hint}</span>
        {c.counter && (
          <span aria-live="polite" className="ml-auto font-medium text-warning-700">
            {c.counter}
          </span>
        )}
      </p>
    </form>
  );
}
