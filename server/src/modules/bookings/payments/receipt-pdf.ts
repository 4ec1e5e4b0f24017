import PDFDocument from 'pdfkit';
import { receiptDocument, type ReceiptRow, type ReceiptSection } from '@espasyo/domain/bookings/receipt';
import type { Receipt } from '@espasyo/domain/contracts/receipts';
import { receiptMessages as m } from '@espasyo/domain/messages/receipts';
import { fontFile, fontRuns, type Weight } from './receipt-fonts';

/** The product's colours (web/src/styles.css): brand-700, ink-900/600/200, warning-50/700. */
const colour = {
  brand: '#115e59',
  ink: '#0f172a',
  muted: '#475569',
  rule: '#e2e8f0',
  warnBg: '#fffbeb',
  warn: '#92400e',
};

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 170;
const GAP = 16;
const VALUE_X = PAGE.margin + LABEL_WIDTH + GAP;
const VALUE_WIDTH = CONTENT - LABEL_WIDTH - GAP;

/** The fonts each document has registered (each is parsed once per document). */
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

interface TextStyle {
  size: number;
  weight?: Weight;
  colour?: string;
}

/** Sets `text` at the cursor in Noto Sans, run by run (each in the subset that has its glyphs). */
function write(
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
function room(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > PAGE.height - PAGE.margin) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
}

/** A label and its value side by side; the cursor ends below the taller of the two. */
function row(doc: PDFKit.PDFDocument, r: ReceiptRow, amounts: boolean) {
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

function rule(doc: PDFKit.PDFDocument, gapAfter = 10) {
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + CONTENT, doc.y)
    .lineWidth(0.75)
    .strokeColor(colour.rule)
    .stroke();
  doc.y += gapAfter;
}

function section(doc: PDFKit.PDFDocument, s: ReceiptSection) {
  room(doc, 60); // the heading and its first rows together
  doc.y += 6;
  write(doc, s.heading, { size: 11, weight: 700, colour: colour.brand }, { x: PAGE.margin, y: doc.y, width: CONTENT });
  doc.y += 4;
  for (const r of s.rows) {
    if (s.amounts && r.strong) rule(doc, 6);
    row(doc, r, s.amounts ?? false);
  }
}

/**
 * The acknowledgement receipt as an A4 PDF (pdfkit): the platform and the heading, the amount,
 * the test-mode note, then the document's sections and its footer. `compress: false` leaves
 * the content streams readable (tests).
 */
export function renderReceiptPdf(receipt: Receipt, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const d = receiptDocument(receipt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: opts.compress ?? true,
    lang: 'en-PH',
    displayTitle: true,
    info: {
      Title: m.receipt.title(d.platformName, receipt.kind),
      Author: d.platformName,
      Subject: `${d.heading} ${d.number}`,
      Creator: d.platformName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const top = PAGE.margin;
  write(doc, d.platformName, { size: 22, weight: 700, colour: colour.brand }, { x: PAGE.margin, y: top, width: 250 });
  write(
    doc,
    d.heading,
    { size: 14, weight: 700 },
    { x: PAGE.margin + 250, y: top + 2, width: CONTENT - 250, align: 'right' },
  );
  write(
    doc,
    d.subheading,
    { size: 10, colour: colour.muted },
    {
      x: PAGE.margin + 250,
      y: top + 22,
      width: CONTENT - 250,
      align: 'right',
    },
  );
  doc.y = top + 48;
  rule(doc, 14);

  const y = doc.y;
  write(doc, d.amountLabel, { size: 10, colour: colour.muted }, { x: PAGE.margin, y, width: 250 });
  write(doc, d.amount, { size: 26, weight: 700 }, { x: PAGE.margin, y: y + 14, width: 300 });
  write(
    doc,
    `${m.receipt.number} ${d.number}`,
    { size: 9, colour: colour.muted },
    {
      x: PAGE.margin + 250,
      y,
      width: CONTENT - 250,
      align: 'right',
    },
  );
  write(
    doc,
    d.date,
    { size: 9, colour: colour.muted },
    { x: PAGE.margin + 250, y: y + 14, width: CONTENT - 250, align: 'right' },
  );
  doc.y = y + 54;

  if (d.testMode) {
    const boxY = doc.y;
    doc.roundedRect(PAGE.margin, boxY, CONTENT, 26, 4).fillAndStroke(colour.warnBg, colour.warn);
    write(
      doc,
      d.testMode,
      { size: 10, weight: 700, colour: colour.warn },
      { x: PAGE.margin + 10, y: boxY + 7, width: CONTENT - 20 },
    );
    doc.y = boxY + 36;
  }

  for (const s of d.sections) section(doc, s);

  doc.y += 10;
  room(doc, 40);
  rule(doc, 8);
  write(doc, d.footer, { size: 9, colour: colour.muted }, { x: PAGE.margin, y: doc.y, width: CONTENT });
  doc.end();
  return done;
}
