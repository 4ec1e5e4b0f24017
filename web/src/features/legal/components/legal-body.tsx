import { Link } from 'react-router';
import type { LegalBlock, LegalInline } from '@espasyo/domain/consents/body';

const linkClass = 'text-brand-700 underline';

/** A run of text with its links: a page of ours through the router, mail and https as they are. */
export function LegalInlineText({ parts }: { parts: LegalInline[] }) {
  return (
    <>
      {parts.map((p, i) =>
        'href' in p ? (
          p.href.startsWith('/') ? (
            <Link key={i} className={linkClass} to={p.href}>
              {p.text}
            </Link>
          ) : (
            <a key={i} className={linkClass} href={p.href} rel={p.href.startsWith('https:') ? 'noopener' : undefined}>
              {p.text}
            </a>
          )
        ) : (
          p.text
        ),
      )}
    </>
  );
}

/** A legal text's paragraphs and lists, as parsed by the domain (no HTML from the text is ever drawn). */
export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <>
      {blocks.map((b, i) =>
        b.kind === 'paragraph' ? (
          <p key={i}>
            <LegalInlineText parts={b.inline} />
          </p>
        ) : (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>
                <LegalInlineText parts={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
