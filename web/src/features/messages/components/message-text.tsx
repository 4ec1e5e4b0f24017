import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';

/** A scheme other than the web's and mail's is never made a link (no javascript:, data:, file:). */
const safeScheme = (href: string) => /^(https?:\/\/|mailto:)/i.test(href) || !/^[a-z][a-z0-9+.-]*:/i.test(href);

const options: Opts = {
  defaultProtocol: 'https',
  target: '_blank',
  rel: 'noopener noreferrer nofollow',
  className: 'font-medium underline underline-offset-2 wrap-anywhere',
  validate: { url: safeScheme, email: true },
};

/**
 * A message's text as text (issue 21: nothing is rendered as HTML): React puts it in text nodes,
 * line breaks kept, and linkifyjs (a maintained library) turns web addresses and emails into
 * links that open in a new tab with safe `rel` values.
 */
export function MessageText({ body }: { body: string }) {
  return (
    <Linkify as="p" options={options} className="text-base whitespace-pre-wrap wrap-anywhere">
      {body}
    </Linkify>
  );
}
