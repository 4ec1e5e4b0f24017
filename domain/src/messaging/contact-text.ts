import { LOOKALIKES } from './lookalikes';

/**
 * A copy of a message made for finding contact details in it (decision 0059), each of its UTF-16
 * units knowing the span of the original it came from (`from[i]` to `to[i]`), so what is found in
 * the copy hides exactly that span of the message as it was typed and nothing around it.
 */
export interface MappedText {
  text: string;
  from: number[];
  to: number[];
}

/** Combining marks and invisible format characters (zero-width spaces and joiners, soft hyphens, bidi marks). */
const DROPPED = /[\p{M}\p{Cf}]/u;
const DIGIT = /\p{Nd}/u;

/**
 * A decimal digit of any script as its value: Unicode keeps each script's digits 0–9 in a row, so
 * the value is how far the character is from the start of its row (rows that follow each other
 * without a gap are ten long each, hence the remainder).
 */
function digitValue(cp: number): string {
  let d = 0;
  while (d < 100 && DIGIT.test(String.fromCodePoint(cp - d - 1))) d++;
  return String(d % 10);
}

/**
 * The copy that is searched: each character's compatibility form (NFKD: full-width ０９１７ and ＠,
 * circled and mathematical letters and digits, ligatures), without combining marks and invisible
 * characters, every decimal digit as an ASCII digit (Arabic-Indic ٠٩١٧, Devanagari …), Cyrillic,
 * Greek and Armenian look-alikes as the Latin letter they look like, in lower case.
 */
export function normalise(original: string): MappedText {
  const out: MappedText = { text: '', from: [], to: [] };
  const parts: string[] = [];
  let i = 0;
  for (const ch of original) {
    const end = i + ch.length;
    const code = ch.charCodeAt(0);
    const mapped = code < 0x80 ? ch.toLowerCase() : foldChar(ch);
    // A mark or an invisible character left out belongs to what it follows: "7̲" is hidden whole.
    if (!mapped && out.to.length) out.to[out.to.length - 1] = end;
    for (let k = 0; k < mapped.length; k++) {
      out.from.push(i);
      out.to.push(end);
    }
    parts.push(mapped);
    i = end;
  }
  out.text = parts.join('');
  return out;
}

function foldChar(ch: string): string {
  let s = '';
  for (const c of ch.normalize('NFKD')) {
    if (DROPPED.test(c)) continue;
    if (c.charCodeAt(0) < 0x80) s += c.toLowerCase();
    else if (DIGIT.test(c)) s += digitValue(c.codePointAt(0)!);
    else s += (LOOKALIKES.get(c) ?? c).toLowerCase();
  }
  return s;
}

/**
 * Another copy with each match of `re` (global) replaced by `by`; the replacement stands for the
 * whole span its match came from. Used to read "juan [at] gmail [dot] com" as an address.
 */
export function rewrite(t: MappedText, re: RegExp, by: string): MappedText {
  const out: MappedText = { text: '', from: [], to: [] };
  const parts: string[] = [];
  let last = 0;
  const keep = (a: number, b: number) => {
    parts.push(t.text.slice(a, b));
    for (let k = a; k < b; k++) {
      out.from.push(t.from[k]);
      out.to.push(t.to[k]);
    }
  };
  for (const m of t.text.matchAll(re)) {
    const a = m.index;
    const b = a + m[0].length;
    keep(last, a);
    if (b > a) {
      parts.push(by);
      for (let k = 0; k < by.length; k++) {
        out.from.push(t.from[a]);
        out.to.push(t.to[b - 1]);
      }
    }
    last = b;
  }
  keep(last, t.text.length);
  out.text = parts.join('');
  return out;
}

/** A span of the original text: where the copy's units `start` (inclusive) to `end` (exclusive) came from. */
export interface Span {
  start: number;
  end: number;
}

export const spanOf = (t: MappedText, start: number, end: number): Span => ({
  start: t.from[start],
  end: t.to[end - 1],
});
