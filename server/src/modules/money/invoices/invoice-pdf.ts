import { invoiceDocument, type InvoiceRecord } from '@espasyo/domain';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '@espasyo/domain/i18n/languages';
import { invoiceMessages as m } from '@espasyo/domain/messages/invoices';
import { invoiceWordsIn } from '../../../lib/document-words';
import { messagesFor } from '../../../lib/i18n';
import { colour, CONTENT, newPdf, PAGE, room, rule, section, write } from '../../../lib/pdf-layout';

const HALF = (CONTENT - 20) / 2;

/** Labelled lines in a column (the seller's, the buyer's); returns where the column ends. */
function party(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  heading: string,
  name: string,
  rows: { label: string; value: string }[],
) {
  write(doc, heading, { size: 9, weight: 700, colour: colour.brand }, { x, y, width: HALF });
  write(doc, name, { size: 11, weight: 700 }, { x, y: doc.y + 2, width: HALF });
  for (const r of rows)
    write(doc, `${r.label}: ${r.value}`, { size: 9, colour: colour.muted }, { x, y: doc.y + 1, width: HALF });
  return doc.y;
}

/** The PDF's own words beside the document's: its title (metadata) and the header's labels. */
function pdfWords(lang: Language) {
  if (lang === DEFAULT_LANGUAGE) return m.document;
  const d = messagesFor(lang, 'documents').invoice;
  return {
    ...d,
    title: (platform: string, kind: string, number: string) => d.title({ platform, kind, number }),
  };
}

/**
 * A fee invoice or credit memo as an A4 PDF in its reader's language (issue 34; English unless
 * given, the BIR's terms as the BIR writes them in both): the seller's registered name and the heading
 * ("Invoice" / "Credit memo"), number and date, seller and buyer with their TINs, the lines, the
 * VATable sale and VAT apart from the total when VAT was charged, and the footer.
 */
export function renderInvoicePdf(
  r: InvoiceRecord,
  timeZone: string,
  opts: { compress?: boolean; lang?: Language } = {},
): Promise<Buffer> {
  const lang = opts.lang ?? DEFAULT_LANGUAGE;
  const d = invoiceDocument(r, timeZone, invoiceWordsIn(lang));
  const w = pdfWords(lang);
  const { doc, done } = newPdf(
    {
      Title: w.title(d.sellerName, d.heading, d.number),
      Author: d.sellerName,
      Subject: `${d.heading} ${d.number}`,
      Creator: d.sellerName,
    },
    { compress: opts.compress, lang: LOCALES[lang] },
  );

  const top = PAGE.margin;
  write(doc, d.sellerName, { size: 20, weight: 700, colour: colour.brand }, { x: PAGE.margin, y: top, width: 280 });
  write(
    doc,
    d.heading,
    { size: 18, weight: 700 },
    { x: PAGE.margin + 280, y: top, width: CONTENT - 280, align: 'right' },
  );
  write(
    doc,
    `${w.number} ${d.number}`,
    { size: 10, weight: 700 },
    { x: PAGE.margin + 280, y: top + 26, width: CONTENT - 280, align: 'right' },
  );
  write(
    doc,
    `${w.date}: ${d.date}`,
    { size: 9, colour: colour.muted },
    { x: PAGE.margin + 280, y: top + 40, width: CONTENT - 280, align: 'right' },
  );
  write(
    doc,
    `${w.period}: ${d.period}`,
    { size: 9, colour: colour.muted },
    { x: PAGE.margin + 280, y: top + 53, width: CONTENT - 280, align: 'right' },
  );
  doc.y = top + 72;
  rule(doc, 12);

  const y = doc.y;
  const left = party(doc, PAGE.margin, y, w.seller, d.sellerName, d.sellerRows);
  const right = party(doc, PAGE.margin + HALF + 20, y, d.buyerHeading, d.buyerRows[0].value, d.buyerRows.slice(1));
  doc.x = PAGE.margin;
  doc.y = Math.max(left, right) + 14;
  rule(doc, 10);

  write(doc, d.intro, { size: 10 }, { x: PAGE.margin, y: doc.y, width: CONTENT });
  doc.y += 6;
  for (const s of d.sections) section(doc, s);

  doc.y += 6;
  write(doc, d.note, { size: 9, colour: colour.muted }, { x: PAGE.margin, y: doc.y, width: CONTENT });
  doc.y += 10;
  room(doc, 40);
  rule(doc, 8);
  write(doc, d.footer, { size: 9, colour: colour.muted }, { x: PAGE.margin, y: doc.y, width: CONTENT });
  doc.end();
  return done;
}
