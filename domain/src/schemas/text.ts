/**
 * Free text as people type it, cleaned before any other check: no character that is invisible
 * or reorders what is around it, so a title cannot be made to read backwards (U+202E) or to hide
 * words, and no control character a screen shows as nothing or as a box. One rule for every
 * free-text field of every schema: stripped, not refused (a pasted title often carries a stray
 * U+200B or U+FEFF nobody can see, let alone remove). Passwords are never cleaned: they are
 * compared as typed.
 *
 * Removed: the bidirectional controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069
 * isolates, U+200E/U+200F marks, U+061C Arabic letter mark), the zero-width characters
 * (U+200B–U+200D, U+2060 word joiner, U+FEFF), and the C0 and C1 control characters with DEL.
 * A multi-line field keeps its line breaks (CR LF and CR become LF, U+2028/U+2029 too) and
 * tabs; in a one-line field every line break or tab becomes one space.
 */
import { z } from 'zod';

const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;
/** C0 but tab and LF, DEL and C1: what is left of the control characters once breaks are handled. */
const CONTROLS_BUT_TAB_LF = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const ONE_LINE_BREAKS = /[\t\n\r\u2028\u2029]+/g;

/** `s` without invisible and control characters (see above); `multiline` keeps line breaks and tabs. */
export function cleanText(s: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const visible = s.replace(INVISIBLE, '');
  const broken = multiline ? visible.replace(LINE_BREAKS, '\n') : visible.replace(ONE_LINE_BREAKS, ' ');
  return broken.replace(CONTROLS_BUT_TAB_LF, '');
}

/**
 * A string schema whose value is cleaned (cleanText) before the checks chained after it, so
 * `.trim().min().max()` see the text as it will be stored. Still a ZodString: forms, the API's
 * JSON Schema and `.nullable()` treat it as any other.
 */
export function textSchema(params?: Parameters<typeof z.string>[0], opts: { multiline?: boolean } = {}) {
  return z.string(params).overwrite((s) => cleanText(s, opts));
}
