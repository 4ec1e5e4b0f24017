import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Noto Sans for the PDFs we make (receipts, invoices), from the @fontsource/noto-sans package (installed with the
 * server, never fetched at run time). PDF's standard fonts have no ₱ (U+20B1), and Fontsource
 * ships Noto Sans split by script: ₱ is in latin-ext, the Latin letters in latin. So text is
 * cut into runs, each set in the first subset that covers its characters (unicode.json gives
 * their ranges); the PDF embeds only the glyphs used.
 */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'cyrillic', 'cyrillic-ext'] as const;
type Subset = (typeof SUBSETS)[number];
export type Weight = 400 | 700;

const require = createRequire(import.meta.url);
const files = (name: string) => require.resolve(`@fontsource/noto-sans/${name}`);

let ranges: [Subset, [number, number][]][] | null = null;

/** Each subset's code point ranges, from 'U+0000-00FF,U+0131,…'. */
function subsetRanges() {
  if (!ranges) {
    const all = JSON.parse(fs.readFileSync(files('unicode.json'), 'utf8')) as Record<string, string>;
    ranges = SUBSETS.map((s) => [
      s,
      all[s].split(',').map((part) => {
        const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
        return [parseInt(from, 16), parseInt(to, 16)] as [number, number];
      }),
    ]);
  }
  return ranges;
}

/** The subset whose font draws `codePoint`; latin (its blank glyph) when none does. */
function subsetOf(codePoint: number): Subset {
  for (const [subset, rs] of subsetRanges()) {
    if (rs.some(([from, to]) => codePoint >= from && codePoint <= to)) return subset;
  }
  return 'latin';
}

const fontBytes = new Map<string, Buffer>();

/** The font's name in a document, and its bytes (read once per process). */
export function fontFile(subset: Subset, weight: Weight): { name: string; bytes: Buffer } {
  const name = `noto-sans-${subset}-${weight}`;
  let bytes = fontBytes.get(name);
  if (!bytes) {
    bytes = fs.readFileSync(files(`files/${name}-normal.woff`));
    fontBytes.set(name, bytes);
  }
  return { name, bytes };
}

export interface Run {
  subset: Subset;
  text: string;
}

/** `text` cut where the subset whose font draws it changes ('₱1,234.00': latin-ext's ₱, then latin). */
export function fontRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const subset = subsetOf(ch.codePointAt(0)!);
    const last = runs.at(-1);
    if (last?.subset === subset) last.text += ch;
    else runs.push({ subset, text: ch });
  }
  return runs;
}
