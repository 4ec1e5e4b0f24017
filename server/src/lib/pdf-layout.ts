import PDFDocument from 'pdfkit';
import type { ReceiptRow, ReceiptSection } from '@espasyo/domain/bookings/receipt';
import { fontFile, fontRuns, type Weight } from './pdf-fonts';

/**
 * The layout pieces of the PDFs we make (the client's receipts, the hosts' fee invoices): A4,
 * Noto Sans set run by run (pdf-fonts.ts, for the ₱), labelled rows, amounts flush right,
 * sections with a heading, rules. Each document composes its own page from them.
 */
/** The product's colours (web/src/styles.css): brand-700, ink-900/600/200, warning-50/700. */
export const colour = {
  brand: '#115e59',
  ink: '#0f172a',
  muted: '#475569',
  rule: '#e2e8f0',
  warnBg: '#fffbeb',
  warn: '#92400e',
};

export const PAGE = { width: 595.28, height: 841.89, margin: 50 };
export const CONTENT = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 170;
const GAP = 16;
const VALUE_X = PAGE.margin + LABEL_WIDTH + GAP;
const VALUE_WIDTH = CONTENT - LABEL_WIDTH - GAP;

/** The fonts each document has registered (each is parsed once per document). */
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

export interface TextStyle {
  size: number;
  weight?: Weight;
  colour?: string;
}

/** Sets `text` at the cursor in Noto Sans, run by run (each in the subset that has its glyphs). */
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  at: { x: number; y: number; width: number; align?: 'left' | 'right' },
) {
  const runs = fontRuns(text);
  const font = (subset: (typeof runs)[number]['subset']) => {
    const f = fontFile(subset, style.weight ?? 400);
    const known = registered.get(doc) ?? new Set<string>();
    registered.set(doc, known);
    if (!known.has(f.name)) doc.registerFont(f.name, f.bytes);
    known.add(f.name);
    return doc
      .font(f.name)
      .fontSize(style.size)
      .fillColor(style.colour ?? colour.ink);
  };
  if (at.align === 'right') {
    // Amounts are short: measure the runs and set them end to end, flush right, on one line.
    const widths = runs.map((r) => font(r.subset).widthOfString(r.text));
    let x = at.x + at.width - widths.reduce((a, b) => a + b, 0);
    runs.forEach((r, i) => {
      font(r.subset).text(r.text, x, at.y, { lineBreak: false });
      x += widths[i];
    });
    doc.x = PAGE.margin;
    doc.y = at.y + doc.currentLineHeight(true);
    return;
  }
  runs.forEach((r, i) => {
    const last = i === runs.length - 1;
    const opts = { width: at.width, continued: !last, lineGap: 1 };
    if (i === 0) font(r.subset).text(r.text, at.x, at.y, opts);
    else font(r.subset).text(r.text, opts);
  });
}

/** A new page when less than `height` is left on this one (a long title, a refund's extra sections). */
export function room(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > PAGE.height - PAGE.margin) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
}

/** A label and its value side by side; the cursor ends below the taller of the two. */
export function row(doc: PDFKit.PDFDocument, r: ReceiptRow, amounts: boolean) {
  room(doc, 30);
  const y = doc.y;
  const weight: Weight = r.strong ? 700 : 400;
  write(
    doc,
    r.label,
    { size: 10, weight, colour: r.strong ? colour.ink : colour.muted },
    {
      x: PAGE.margin,
      y,
      width: amounts ? CONTENT - 120 : LABEL_WIDTH,
    },
  );
  const below = doc.y;
  write(
    doc,
    r.value,
    { size: 10, weight },
    amounts ? { x: PAGE.margin, y, width: CONTENT, align: 'right' } : { x: VALUE_X, y, width: VALUE_WIDTH },
  );
  doc.x = PAGE.margin;
  doc.y = Math.max(below, doc.y) + 3;
}

export function rule(doc: PDFKit.PDFDocument, gapAfter = 10) {
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + CONTENT, doc.y)
    .lineWidth(0.75)
    .strokeColor(colour.rule)
    .stroke();
  doc.y += gapAfter;
}

export function section(doc: PDFKit.PDFDocument, s: ReceiptSection) {
  room(doc, 60); // the heading and its first rows together
  doc.y += 6;
  write(doc, s.heading, { size: 11, weight: 700, colour: colour.brand }, { x: PAGE.margin, y: doc.y, width: CONTENT });
  doc.y += 4;
  for (const r of s.rows) {
    if (s.amounts && r.strong) rule(doc, 6);
    row(doc, r, s.amounts ?? false);
  }
}

/** A new A4 document and the promise of its bytes once `doc.end()` is called. */
export function newPdf(info: PDFKit.DocumentInfo, opts: { compress?: boolean; lang?: string } = {}) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: opts.compress ?? true,
    // The document's language for readers and screen readers (issue 34): 'fil-PH' for Filipino.
    lang: opts.lang ?? 'en-PH',
    displayTitle: true,
    info,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
