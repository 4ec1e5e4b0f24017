import { normalise, rewrite, spanOf, type MappedText, type Span } from './contact-text';
import { findPhones } from './phone-numbers';

/**
 * Contact details in messages (issue 21, design §7; issue 29, decision 0059): until a booking
 * between a client and a host is confirmed, phone numbers, email addresses, messaging handles and
 * social profile links are hidden from the other side, so the two agree and pay on the platform.
 * The server masks a message before storing what the other side is shown; this is the one rule,
 * pure, and table-tested both ways (masking.test.ts).
 *
 * Everything is found in a normalised copy (contact-text.ts: NFKD, every script's digits as ASCII,
 * look-alike letters as Latin, lower case) and hidden in the message as typed, span for span, so
 * the words around a detail stay exactly as written. What it must leave alone: prices (₱1,500,
 * ₱12,500/month), dates and times, sizes (3 x 4 m, 10 sqm), unit numbers and addresses, booking
 * and invoice numbers (ESP-2026-000123), ids.
 *
 * Every expression here is linear: no nested quantifiers that can match the same text two ways,
 * and each part bounded; phone numbers are read by one pass over the text (phone-numbers.ts).
 */

/** What a hidden contact detail is replaced with. */
export const MASK = '[hidden]';

const LOCAL = String.raw`[a-z0-9._%+\-]{1,64}`;
const LABEL = String.raw`[a-z0-9\-]{1,63}`;
/** juan.dc@gmail.com, juan@yahoo.com.ph */
const EMAIL = new RegExp(String.raw`${LOCAL}@(?:${LABEL}\.){1,8}[a-z]{2,24}(?![a-z0-9\-])`, 'g');
/** juan@gmail com, juan@gmail,com, juan@yahoo . com . ph: a common ending after another separator. */
const LOOSE_DOT = String.raw`(?: ?[.,_] ?| )`;
const EMAIL_LOOSE = new RegExp(
  String.raw`${LOCAL}@${LABEL}${LOOSE_DOT}(?:com|net|org|ph|edu|gov|io|co|me|info|biz)(?:${LOOSE_DOT}ph)?(?![a-z0-9\-])`,
  'g',
);
/** juan@gmail: a mail provider's name is enough. */
const EMAIL_PROVIDER = new RegExp(
  String.raw`${LOCAL}@(?:gmail|googlemail|yahoo|ymail|outlook|hotmail|icloud|live|proton(?:mail)?|aol)(?![a-z0-9\-])`,
  'g',
);

/** A link's path up to the next space, leaving a sentence's closing punctuation outside. */
const PATH = String.raw`(?:\/[^\s]*?(?=[.,!?;:)\]]*(?:\s|$)))?`;
/** Messaging apps and social profiles people are found by. */
const SITES = [
  'wa.me', 'whatsapp.com', 't.me', 'telegram.me', 'telegram.dog', 'telegram.org', 'm.me', 'messenger.com',
  'fb.com', 'fb.me', 'fb.watch', 'facebook.com', 'viber.me', 'viber.com', 'instagram.com', 'instagr.am', 'ig.me',
  'tiktok.com', 'twitter.com', 'x.com', 'linkedin.com', 'line.me', 'snapchat.com', 'threads.net', 'threads.com',
  'discord.gg', 'discord.com', 'signal.me', 'wechat.com', 'kik.me', 'skype.com', 'linktr.ee',
].map((s) => s.replace('.', String.raw`\.`)).join('|'); // prettier-ignore
const LINK = new RegExp(
  String.raw`(?<![a-z0-9\-])(?:https?:\/\/)?(?:${LABEL}\.){0,2}(?:${SITES})(?![a-z0-9\-])${PATH}`,
  'g',
);
const APP_LINK = new RegExp(
  String.raw`(?<![a-z0-9])(?:(?:viber|whatsapp|tg|fb-messenger|sgnl):\/\/|skype:)[^\s]+?(?=[.,!?;:)\]]*(?:\s|$))`,
  'g',
);

/** The app a handle is named for ("Telegram: @juan", "FB: juan.dc", "viber id = juan", "IG ko: @x"). */
const APPS = String.raw`viber|whats ?app|telegram|tg|fb|facebook|messenger|insta(?:gram)?|ig|wechat|skype|tiktok|twitter|snapchat|kik|discord`;
const HANDLE = String.raw`(?<handle>@?(?=[a-z0-9._]{0,64}[a-z])[a-z0-9._]{0,64}[a-z0-9_])`;
/**
 * A handle after its app's name and ":" or "=" (or "is @…", or just "@…"), or after "me"/"ako"
 * ("add me @juan_dc"). The app's name stays, the handle goes. A bare "@ 5pm" or "@Ayala" is not one.
 */
const NAMED_HANDLE = new RegExp(
  String.raw`(?<![a-z0-9])(?:(?:${APPS})(?:\s+(?:id|name|handle|account|acct|username|user|ko|mo))?(?:\s*[:=]\s*|\s+(?:is|ay)\s+(?=@)|\s*(?=@))|(?:me|ako)\s*(?=@))${HANDLE}`,
  'gd',
);
/** A bare handle that looks like a username: with a digit, an underscore or a dot in it (@juan_dc, @juan.23). */
const USERNAME = /(?<![a-z0-9._%+\-@])@(?=[a-z_])(?=[a-z0-9._]{0,60}[0-9_.][a-z0-9_])[a-z0-9._]{0,60}[a-z0-9_]/g;

/**
 * The copies addresses and links are found in: white space as one space; "[at]", "(@)", " @ " as
 * @; "[dot]", "(.)", " dot " as a dot. `worded` also reads " at " as @, for "juan at gmail dot
 * com" (only the plain address form is looked for there: "I'm at the mall" stays).
 */
function addressViews(n: MappedText) {
  const spaced = rewrite(n, /\s+/g, ' ');
  const at = rewrite(spaced, / ?(?:[[({<] ?(?:at|@) ?[\])}>]|@) ?/g, '@');
  const dotted = rewrite(at, / ?[[({<] ?(?:dot|\.) ?[\])}>] ?| dot /g, '.');
  const worded = rewrite(dotted, / at /g, '@');
  return { dotted, worded };
}

/** Each match's span; none looked for when the copy lacks a character every match has (@ of an address). */
function spansOf(t: MappedText, re: RegExp, needs = ''): Span[] {
  if (needs && !t.text.includes(needs)) return [];
  return [...t.text.matchAll(re)].map((m) => spanOf(t, m.index, m.index + m[0].length));
}

/** Every contact detail's span in `text`, sorted, overlaps joined. */
export function contactSpans(text: string): Span[] {
  const n = normalise(text);
  const { dotted, worded } = addressViews(n);
  const spans = [
    ...findPhones(n),
    ...spansOf(dotted, EMAIL, '@'),
    ...spansOf(dotted, EMAIL_LOOSE, '@'),
    ...spansOf(dotted, EMAIL_PROVIDER, '@'),
    ...spansOf(worded, EMAIL, '@'),
    ...spansOf(dotted, LINK),
    ...spansOf(n, APP_LINK),
    ...spansOf(n, USERNAME, '@'),
    ...[...n.text.matchAll(NAMED_HANDLE)].map((m) => spanOf(n, ...m.indices!.groups!.handle)),
  ].sort((a, b) => a.start - b.start);
  const joined: Span[] = [];
  for (const s of spans) {
    const last = joined.at(-1);
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else joined.push({ ...s });
  }
  return joined;
}

/** Replaces every contact detail in `text` with MASK; `masked` says whether anything was hidden. */
export function maskContacts(text: string): { text: string; masked: boolean } {
  const spans = contactSpans(text);
  let out = '';
  let last = 0;
  for (const s of spans) {
    out += text.slice(last, s.start) + MASK;
    last = s.end;
  }
  return { text: out + text.slice(last), masked: spans.length > 0 };
}
