import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { useTestApp } from '../../test/hooks';
import { pdf, photoWithExif, submit, userAwaitingId } from './verification.fixtures';

// A PDF is stored as sent, so only a plain one is accepted as an ID document (decision 0018).
const t = useTestApp({ tempDataDir: 'espasyo-polyglot-' });
const stored = () => {
  const dir = path.join(t.dataDir, 'uploads', 'verification');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const withTail = (tail: string) => Buffer.concat([pdf, Buffer.from(tail, 'latin1')]);
const withCatalog = (entry: string) =>
  Buffer.from(pdf.toString('latin1').replace('<<>>', `<< /Type /Catalog ${entry} >>`), 'latin1');

describe('ID documents that are more than a PDF are refused', () => {
  const cases: [string, Buffer, string][] = [
    [
      'a PDF with a ZIP (JAR) appended',
      withTail('PK\x03\x04\x14\x00\x00\x00\x08\x00payload.classPK\x05\x06\x00\x00\x00\x00\x01\x00\x01\x00'),
      en.verification.pdfNotPlain,
    ],
    [
      'a PDF with an HTML page inside',
      Buffer.from(pdf.toString('latin1').replace('trailer', '%<html><script>alert(1)</script>\ntrailer'), 'latin1'),
      en.verification.pdfNotPlain,
    ],
    [
      'a PDF that runs JavaScript when opened',
      withCatalog('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      en.verification.pdfNotPlain,
    ],
    [
      'a PDF that launches a program',
      withCatalog('/OpenAction << /S /Launch /F (cmd.exe) >>'),
      en.verification.pdfNotPlain,
    ],
    ['a PDF with an attachment', withCatalog('/Names << /EmbeddedFiles 2 0 R >>'), en.verification.pdfNotPlain],
    ['a password-protected PDF', withCatalog('/Encrypt 2 0 R'), en.verification.pdfEncrypted],
  ];
  for (const [what, data, message] of cases) {
    it(what, async () => {
      const { cookie } = await userAwaitingId(t);
      const before = stored().length;
      const res = await submit(t, cookie, { idBack: data });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        message: `ID back: ${message}`,
        fields: { idBack: `ID back: ${message}` },
      });
      expect(stored().length).toBe(before);
    });
  }

  it('a plain PDF is still accepted', async () => {
    const { cookie } = await userAwaitingId(t);
    expect((await submit(t, cookie, { idBack: pdf })).statusCode).toBe(201);
  });

  it('a JPEG with a PDF appended is stored re-encoded: nothing of the PDF is kept', async () => {
    const { cookie } = await userAwaitingId(t);
    const res = await submit(t, cookie, { idFront: Buffer.concat([await photoWithExif(), pdf]) });
    expect(res.statusCode).toBe(201);
    const front = await t.db
      .selectFrom('verificationFiles')
      .selectAll()
      .where('requestId', '=', res.json().requestId)
      .where('kind', '=', 'idFront')
      .executeTakeFirstOrThrow();
    expect(front.mime).toBe('image/jpeg');
    expect(fs.readFileSync(path.join(t.dataDir, 'uploads', front.storageKey)).includes('%PDF')).toBe(false);
  });
});
