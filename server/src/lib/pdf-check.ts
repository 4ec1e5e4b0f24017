import zlib from 'node:zlib';

/**
 * Why a PDF may not be stored as an ID document, or null when it is a plain PDF
 * (decision 0018). A PDF that is also something else (a ZIP or JAR, an HTML page) or that
 * can act when opened (JavaScript, launching programs, attachments, forms that send data)
 * is refused: an admin opens these files, and a scanned ID needs none of it.
 */
export type PdfProblem =
  'not-pdf' | 'trailing-data' | 'other-format' | 'active-content' | 'encrypted' | 'uninspectable';

/** Action types and entries that run code, open or carry other files, or send data away. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'RichMediaExecute',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'Rendition',
  'Sound',
  'Movie',
]);

/** Marks of other formats; each is long enough not to turn up by chance in compressed data. */
const OTHER_FORMATS = [
  /PK\x03\x04[\x0a\x14\x2d\x33\x3f]\x00/, // ZIP (JAR, DOCX, APK) local file header with a real version
  /<script|<html|<!doctype\s+html|<iframe|<svg[\s>]|<body[\s>]/i,
];
/** A ZIP reader looks for its end record in the last 65,557 bytes (22 plus the longest comment). */
const ZIP_END = /PK\x05\x06/;
const ZIP_TAIL = 65_557;

const MAX_INFLATED = 50 * 1024 * 1024;
const NAME = /\/([^\s/<>[\](){}%]+)/g;

/** A PDF name with its #xx escapes decoded: /J#61vaScript is /JavaScript to a reader. */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

function names(text: string): string[] {
  return Array.from(text.matchAll(NAME), (m) => decodeName(m[1]));
}

/**
 * Object streams (PDF 1.5+) hold dictionaries compressed, out of sight of a byte scan: each
 * is inflated and scanned too. One we cannot read (another filter, a predictor, too large)
 * makes the file uninspectable.
 */
function objectStreams(text: string, data: Buffer): { texts: string[]; ok: boolean } {
  const texts: string[] = [];
  let total = 0;
  const streamStart = /stream\r?\n/g;
  let lastEnd = 0;
  for (let m = streamStart.exec(text); m; m = streamStart.exec(text)) {
    if (m.index < lastEnd || text.slice(m.index - 3, m.index) === 'end') continue;
    const dictStart = text.lastIndexOf('obj', m.index);
    const dictNames = names(text.slice(dictStart < 0 ? Math.max(0, m.index - 4096) : dictStart, m.index));
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return { texts, ok: false };
    lastEnd = end;
    if (!dictNames.includes('ObjStm')) continue;
    const filters = dictNames.filter((n) => n.endsWith('Decode') || n === 'Crypt' || n === 'DecodeParms');
    if (filters.some((f) => f !== 'FlateDecode')) return { texts, ok: false };
    let body = data.subarray(start, end);
    if (filters.includes('FlateDecode')) {
      try {
        body = zlib.inflateSync(body, {
          maxOutputLength: MAX_INFLATED - total,
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
        });
      } catch {
        return { texts, ok: false };
      }
    }
    total += body.length;
    texts.push(body.toString('latin1'));
  }
  return { texts, ok: true };
}

export function pdfProblem(data: Buffer): PdfProblem | null {
  const text = data.toString('latin1');
  if (!/^%PDF-\d\.\d/.test(text)) return 'not-pdf';
  // Nothing after the last %%EOF but whitespace: no appended ZIP, HTML or second file.
  if (!/%%EOF[\r\n\t\f \0]*$/.test(text.slice(-1024))) return 'trailing-data';
  if (OTHER_FORMATS.some((re) => re.test(text)) || ZIP_END.test(text.slice(-ZIP_TAIL))) return 'other-format';
  const found = names(text);
  if (found.includes('Encrypt')) return 'encrypted';
  const objStmCount = found.filter((n) => n === 'ObjStm').length;
  const streams = objectStreams(text, data);
  if (!streams.ok || streams.texts.length < objStmCount) return 'uninspectable';
  if ([...found, ...streams.texts.flatMap(names)].some((n) => ACTIVE_NAMES.has(n))) return 'active-content';
  return null;
}
