import { Fragment } from 'react';

const urlPattern = /(https?:\/\/[^\s<>"')]+)/g;

/**
 * Message text with its links clickable. Text is rendered as text, never as HTML, so a
 * crafted email in the outbox cannot run script in the app's origin.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(urlPattern);
  return (
    <p className="text-base break-words whitespace-pre-wrap text-ink-800">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
