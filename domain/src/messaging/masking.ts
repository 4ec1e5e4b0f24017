/**
 * Contact details in messages (issue 21, design §7): until a booking between a client and a host
 * is confirmed, phone numbers, email addresses and messaging handles and links are hidden, so the
 * two agree and pay on the platform. The server masks a message before storing it; this is the
 * one rule, pure, so it is tested on its own with many formats both ways.
 *
 * What it must leave alone: prices (₱1,500, 1500.00, ₱12,500/month), dates and times, sizes
 * (3 x 4 m, 10 sqm), booking and invoice numbers (ESP-2026-000123), ids.
 */

/** What a hidden contact detail is replaced with. */
export const MASK = '[hidden]';

/** Between the digit groups of a phone number: space, dot, dash, brackets, slash. */
const SEP = String.raw`[ \t.\-()/]*`;
/** A link's path up to the next space, leaving a sentence's closing punctuation outside. */
const PATH = String.raw`(?:\/[^\s]*?)?(?=[.,!?;:)\]]*(?:\s|$))`;

const rules: { re: RegExp; to: string }[] = [
  // Messaging links, with or without the scheme and www: WhatsApp (wa.me, chat./api.whatsapp.com),
  // Telegram (t.me, telegram.me), Messenger (m.me, messenger.com), Facebook (fb.com, fb.me,
  // facebook.com), Viber (viber.me, invite.viber.com, viber://).
  {
    re: new RegExp(
      String.raw`(?:https?:\/\/)?(?:www\.|m\.|web\.|chat\.|api\.)?(?:wa\.me|whatsapp\.com|t\.me|telegram\.(?:me|dog|org)|m\.me|messenger\.com|fb\.com|fb\.me|facebook\.com|viber\.me|invite\.viber\.com)\b${PATH}`,
      'gi',
    ),
    to: MASK,
  },
  { re: new RegExp(String.raw`\b(?:viber|whatsapp|tg):\/\/[^\s]*?(?=[.,!?;:)\]]*(?:\s|$))`, 'gi'), to: MASK },
  // Email addresses, also written "juan [at] gmail [dot] com" or "juan(at)gmail(dot)com".
  { re: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, to: MASK },
  {
    re: /[A-Za-z0-9._%+-]+\s*[[(]\s*at\s*[\])]\s*[A-Za-z0-9-]+(?:\s*(?:[[(]\s*dot\s*[\])]|\.)\s*[A-Za-z0-9-]+)+/gi,
    to: MASK,
  },
  // A handle named as one: "Telegram: @juan_dc", "viber @juan", "FB: juan.delacruz", "my IG is @x".
  // The name of the app stays, the handle goes.
  {
    re: /(\b(?:viber|whats\s?app|telegram|tg|fb|facebook|messenger|insta(?:gram)?|ig)(?:\s+(?:id|name|handle|account|acct|username|user))?(?:\s*[:=]\s*|\s+is\s+(?=@)|\s*(?=@)))@?\s*(?=[A-Za-z0-9._]*[A-Za-z])[A-Za-z0-9._]*[A-Za-z0-9_]/gi,
    to: `$1${MASK}`,
  },
  // Philippine mobile numbers: 0917 123 4567, 0917-123-4567, (0917) 123.4567, +63 917 123 4567,
  // 63 917 1234567, +63 (917) 123-4567, and the bare 917 123 4567.
  {
    re: new RegExp(
      String.raw`(?<![\d,.])(?:\(?\s*\+?\s*63\s*\)?${SEP}|\(?0)?9\d{2}\)?${SEP}\d{3}${SEP}\d{4}(?![\d,])`,
      'g',
    ),
    to: MASK,
  },
  // Landlines: (02) 8123 4567, 02-8123-4567, +63 2 8123 4567, (032) 234 5678, 032 234 5678.
  {
    re: new RegExp(
      String.raw`(?<![\d,.])(?:\+?\s*63${SEP}\(?|\(?0)(?:2|[3-8]\d)\)?${SEP}\d{3,4}${SEP}\d{4}(?![\d,])`,
      'g',
    ),
    to: MASK,
  },
  // Digits written apart to get around the above: "0 9 1 7 1 2 3 4 5 6 7", "+6 3 9 1 7 …".
  { re: /(?<![\d,.])(?:\+\s*)?[069](?:[ \t.-]?\d){9,12}(?![\d,])/g, to: MASK },
];

/** Replaces every contact detail in `text` with MASK; `masked` says whether anything was hidden. */
export function maskContacts(text: string): { text: string; masked: boolean } {
  let out = text;
  for (const r of rules) out = out.replace(r.re, r.to);
  return { text: out, masked: out !== text };
}
