import { receiptDocument, type ReceiptDocument } from '@espasyo/domain/bookings/receipt';
import type { Receipt } from '@espasyo/domain/contracts/receipts';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '@espasyo/domain/i18n/languages';
import { receiptMessages as m } from '@espasyo/domain/messages/receipts';
import { bookingDatesIn, receiptWordsIn } from '../../../lib/document-words';
import { messagesFor } from '../../../lib/i18n';
import { colour, CONTENT, newPdf, PAGE, room, rule, section, write } from '../../../lib/pdf-layout';

/** The receipt's words in `lang`, with its booking's dates in that language too. */
function documentIn(receipt: Receipt, lang: Language): ReceiptDocument {
  const w = receiptWordsIn(lang);
  const d = receiptDocument(receipt, w);
  if (lang === DEFAULT_LANGUAGE) return d;
  const dates = bookingDatesIn(receipt.booking, receipt.timeZone, lang);
  const sections = d.sections.map((s) =>
    s.heading !== w.sections.booking
      ? s
      : { ...s, rows: s.rows.map((r) => (r.label === w.rows.dates ? { ...r, value: dates } : r)) },
  );
  return { ...d, sections };
}

/** The PDF's own words beside the document's: its title (metadata) and the number's label. */
function pdfWords(lang: Language) {
  if (lang === DEFAULT_LANGUAGE) return { title: m.receipt.title, number: m.receipt.number };
  const r = messagesFor(lang, 'documents').receipt;
  return { title: (platform: string, kind: Receipt['kind']) => r.title({ platform, kind }), number: r.number };
}

/**
 * The acknowledgement receipt as an A4 PDF (pdfkit) in its reader's language (issue 34; English
 * unless given): the platform and the heading, the amount, the test-mode note, then the
 * document's sections and its footer. `compress: false` leaves the content streams readable (tests).
 */
export function renderReceiptPdf(
  receipt: Receipt,
  opts: { compress?: boolean; lang?: Language } = {},
): Promise<Buffer> {
  const lang = opts.lang ?? DEFAULT_LANGUAGE;
  const d = documentIn(receipt, lang);
  const p = pdfWords(lang);
  const { doc, done } = newPdf(
    {
      Title: p.title(d.platformName, receipt.kind),
      Author: d.platformName,
      Subject: `${d.heading} ${d.number}`,
      Creator: d.platformName,
    },
    { compress: opts.compress, lang: LOCALES[lang] },
  );

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
    `${p.number} ${d.number}`,
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
