import { spanOf, type MappedText, type Span } from './contact-text';

/**
 * Phone numbers in the normalised copy of a message (decision 0059), however they are broken up:
 * the digits are read in groups, and anything that is neither a letter nor a digit between two
 * groups — spaces, new lines, punctuation, underscores, pipes — only separates them. Digits
 * spelled out in English or Filipino ("zero nine one seven", "sero siyam isa pito") count as
 * digits, and so do o, i and l written inside a number ("O917"). A run of groups holds a number
 * when some groups of it, from one group's start to another's end, read as one (isPhone). Letters
 * end a run, and so do amounts with thousands separators (₱12,500), times (10:30) and dates
 * (2026-11-26, 11/26/2026, 11/26), which are never read as parts of a phone number.
 * One pass over the text, and at most 15 digits tried from each group: linear in its length.
 */

/** A Philippine mobile (0917…, 63 917…, 917…; DITO's 0895…) or landline ((02) 8123 4567, 032 234 5678), or + and 9 to 15 digits. */
export function isPhone(digits: string, plus: boolean): boolean {
  return (
    /^(?:0|63)?9\d{9}$/.test(digits) ||
    /^(?:0|63)8\d{9}$/.test(digits) ||
    /^(?:0|63)[2-8]\d{7,8}$/.test(digits) ||
    (plus && digits.length >= 9 && digits.length <= 15)
  );
}

const SPELLED: Record<string, string> = {
  zero: '0', oh: '0', sero: '0', one: '1', isa: '1', two: '2', dalawa: '2', three: '3', tatlo: '3',
  four: '4', apat: '4', five: '5', lima: '5', six: '6', anim: '6', seven: '7', pito: '7',
  eight: '8', walo: '8', nine: '9', siyam: '9', syam: '9',
}; // prettier-ignore
const LONGEST_WORD = Math.max(...Object.keys(SPELLED).map((w) => w.length));

/**
 * A word made only of spelled digits ("nine", "nineoneseven") as each digit with where its word
 * starts and ends in the word; null when it is any other word. Dynamic programming over the word's
 * letters, each tried against words of at most LONGEST_WORD letters: linear.
 */
function spelledDigits(word: string): { digit: string; start: number; end: number }[] | null {
  if (word.length > 200) return null;
  const back: (number | undefined)[] = [0];
  for (let end = 1; end <= word.length; end++) {
    for (let len = 2; len <= Math.min(LONGEST_WORD, end); len++) {
      if (back[end - len] !== undefined && SPELLED[word.slice(end - len, end)]) {
        back[end] = end - len;
        break;
      }
    }
  }
  if (back[word.length] === undefined) return null;
  const out: { digit: string; start: number; end: number }[] = [];
  for (let end = word.length; end > 0; end = back[end]!) {
    out.unshift({ digit: SPELLED[word.slice(back[end], end)], start: back[end]!, end });
  }
  return out;
}

const d = String.raw`\d`;
/** Values that are never part of a phone number, then words, digits and everything else. */
const TOKEN = new RegExp(
  [
    String.raw`(?<amount>(?<![\d,.])${d}{1,3}(?:,${d}{3})+(?:\.${d}+)?(?![\d,]|\.${d}))`,
    String.raw`(?<time>(?<![\d:.])${d}{1,2}:${d}{2}(?::${d}{2})?(?![\d]|:${d}))`,
    String.raw`(?<date>(?<![\d/.-])(?:${d}{4}(?<s1>[-/.])${d}{1,2}\k<s1>${d}{1,2}|${d}{1,2}(?<s2>[-/.])${d}{1,2}\k<s2>(?:${d}{4}|${d}{2})|${d}{1,2}\/${d}{1,2})(?![\d]|[-/.]${d}))`,
    String.raw`(?<word>\p{L}+)`,
    String.raw`(?<num>${d}+)`,
    String.raw`(?<sep>[^\p{L}\d]+)`,
  ].join('|'),
  'gu',
);

/** Some digits written together (or one spelled word), at text[start..end). */
interface Group {
  digits: string;
  start: number;
  end: number;
}

export function findPhones(t: MappedText): Span[] {
  const spans: Span[] = [];
  let run: Group[] = [];
  const flush = () => {
    spans.push(...phonesIn(t, run));
    run = [];
  };
  /** Digits touching the last group (no separator between) join it: "O917" is 0, 9, 1, 7. */
  const add = (g: Group) => {
    const last = run.at(-1);
    if (last && last.end === g.start) {
      last.digits += g.digits;
      last.end = g.end;
    } else run.push(g);
  };
  const tokens = [...t.text.matchAll(TOKEN)];
  tokens.forEach((m, k) => {
    const g = m.groups!;
    const start = m.index;
    const end = start + m[0].length;
    const amount = g.amount?.replace(/\D/g, '');
    if (g.num) add({ digits: g.num, start, end });
    else if (amount && isPhone(amount, false))
      add({ digits: amount, start, end }); // 9,171,234,567
    else if (g.word) {
      const spelled = spelledDigits(g.word);
      const touchesNumber = !!(tokens[k - 1]?.groups!.num || tokens[k + 1]?.groups!.num);
      if (spelled) for (const s of spelled) run.push({ digits: s.digit, start: start + s.start, end: start + s.end });
      else if (touchesNumber && /^[oil]+$/.test(g.word))
        add({ digits: g.word.replace(/o/g, '0').replace(/[il]/g, '1'), start, end });
      else flush();
    } else if (!g.sep) flush(); // an amount, a time or a date
  });
  flush();
  return spans;
}

/** The phone numbers in one run of groups: from each group, the longest stretch that reads as one. */
function phonesIn(t: MappedText, run: Group[]): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < run.length) {
    const plus = /\+[\s(]*$/.test(t.text.slice(Math.max(0, run[i].start - 4), run[i].start));
    let digits = '';
    let found = -1;
    for (let j = i; j < run.length && digits.length <= 15; j++) {
      digits += run[j].digits;
      if (isPhone(digits, plus)) found = j;
    }
    if (found < 0) {
      i++;
      continue;
    }
    spans.push(spanOf(t, ...widen(t.text, run[i].start, run[found].end)));
    i = found + 1;
  }
  return spans;
}

/** A number's span with the + and opening bracket before it, and its closing bracket when it has an open one. */
function widen(text: string, start: number, end: number): [number, number] {
  let a = start;
  for (let k = start - 1; k >= 0 && k >= start - 4 && /[\s(+]/.test(text[k]); k--)
    if (text[k] === '(' || text[k] === '+') a = k;
  const inside = text.slice(a, end);
  const open = (inside.match(/\(/g)?.length ?? 0) > (inside.match(/\)/g)?.length ?? 0);
  return [a, open && text[end] === ')' ? end + 1 : end];
}
