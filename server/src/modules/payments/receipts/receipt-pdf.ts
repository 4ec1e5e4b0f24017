import { receiptDocument } from '@espasyo/domain/bookings/receipt';
import type { Receipt } from '@espasyo/domain/contracts/receipts';
import { receiptMessages as m } from '@espasyo/domain/messages/receipts';
import { colour, CONTENT, newPdf, PAGE, room, rule, section, write } from '../../../lib/pdf-layout';

/**
 * The acknowledgement receipt as an A4 PDF (pdfkit): the platform and the heading, the amount,
 * the test-mode note, then the document's sections and its footer. `compress: false` leaves
 * the content streams readable (tests).
 */
export function renderReceiptPdf(receipt: Receipt, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const d = receiptDocument(receipt);
  const { doc, done } = newPdf(
    {
      Title: m.receipt.title(d.platformName, receipt.kind),
      Author: d.platformName,
      Subject: `${d.heading} ${d.number}`,
      Creator: d.platformName,
    },
    opts,
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
