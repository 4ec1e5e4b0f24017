import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfProblem } from './pdf-check';

// Crafted PDFs: a plain scan, then polyglots and PDFs that act when opened (decision 0018).

const latin1 = (s: string) => Buffer.from(s, 'latin1');
const stream = (dict: string, body: Buffer) =>
  Buffer.concat([latin1(`<< ${dict} /Length ${body.length} >>\nstream\n`), body, latin1('\nendstream')]);

/** A one-page PDF with a compressed image-like stream; `extra` objects go before the trailer. */
function pdf(extra: (string | Buffer)[] = [], opts: { catalog?: string; tail?: Buffer } = {}): Buffer {
  const noise = zlib.deflateSync(crypto.randomBytes(200_000)); // binary data like a scanned page
  const objects: (string | Buffer)[] = [
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${opts.catalog ?? ''} >>\nendobj\n`,
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>\nendobj\n',
    Buffer.concat([
      latin1('4 0 obj\n'),
      stream(
        '/Type /XObject /Subtype /Image /Width 400 /Height 500 /BitsPerComponent 8 /ColorSpace /DeviceRGB /Filter /FlateDecode',
        noise,
      ),
      latin1('\nendobj\n'),
    ]),
    Buffer.concat([latin1('5 0 obj\n'), stream('', latin1('q 612 0 0 792 0 0 cm /Im0 Do Q')), latin1('\nendobj\n')]),
    ...extra,
  ];
  return Buffer.concat([
    latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
    ...objects.map((o) => (typeof o === 'string' ? latin1(o) : o)),
    latin1('xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n0\n%%EOF\n'),
    opts.tail ?? Buffer.alloc(0),
  ]);
}

/** An object stream (PDF 1.5) holding `objects`, compressed unless told otherwise. */
function objStm(num: number, objects: string, filter: 'flate' | 'hex' = 'flate') {
  const body = filter === 'flate' ? zlib.deflateSync(latin1(objects)) : latin1(`${latin1(objects).toString('hex')}>`);
  const name = filter === 'flate' ? '/FlateDecode' : '[/ASCIIHexDecode]';
  return Buffer.concat([
    latin1(`${num} 0 obj\n`),
    stream(`/Type /ObjStm /N 1 /First 4 /Filter ${name}`, body),
    latin1('\nendobj\n'),
  ]);
}

const zip = () => {
  // A minimal ZIP with one stored file: local header, central directory, end record.
  const name = latin1('a.js');
  const data = latin1('alert(1)');
  const local = Buffer.concat([latin1('PK\x03\x04\x14\x00\x00\x00\x00\x00'), Buffer.alloc(16), name, data]);
  local.writeUInt16LE(name.length, 26);
  const end = Buffer.concat([latin1('PK\x05\x06'), Buffer.alloc(18)]);
  return { local, end };
};

describe('plain PDFs pass', () => {
  it('a scanned page with binary image data', () => {
    for (let i = 0; i < 20; i++) expect(pdfProblem(pdf())).toBeNull();
  });
  it('with ordinary objects in a compressed object stream, links and trailing newlines', () => {
    const doc = pdf([objStm(6, '7 0 << /Type /Annot /Subtype /Link /A << /S /URI /URI (https://espasyo.ph) >> >>')], {
      tail: latin1('\r\n\n'),
    });
    expect(pdfProblem(doc)).toBeNull();
  });
});

describe('polyglots are refused', () => {
  it('not starting with %PDF- (a JPEG or HTML page with a PDF inside)', () => {
    expect(pdfProblem(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), pdf()]))).toBe('not-pdf');
    expect(pdfProblem(Buffer.concat([latin1('<html>'), pdf()]))).toBe('not-pdf');
  });
  it('anything after the last %%EOF: an appended ZIP/JAR, HTML or script', () => {
    expect(pdfProblem(pdf([], { tail: Buffer.concat([zip().local, zip().end]) }))).toBe('trailing-data');
    expect(pdfProblem(pdf([], { tail: latin1('<script>alert(1)</script>') }))).toBe('trailing-data');
  });
  it('a ZIP hidden before %%EOF, or a ZIP end record whose comment ends with %%EOF', () => {
    const { local, end } = zip();
    expect(pdfProblem(pdf([Buffer.concat([latin1('6 0 obj\n'), stream('', local), latin1('\nendobj\n')])]))).toBe(
      'other-format',
    );
    const comment = latin1('\n%%EOF\n');
    const endWithComment = Buffer.concat([end.subarray(0, 20), Buffer.from([comment.length, 0]), comment]);
    const doc = Buffer.concat([pdf().subarray(0, -6), endWithComment]);
    expect(pdfProblem(doc)).toBe('other-format');
  });
  it('HTML in a comment or a stream', () => {
    expect(pdfProblem(pdf(['%<html><body><script>fetch("//evil")</script>\n']))).toBe('other-format');
    expect(
      pdfProblem(
        pdf([Buffer.concat([latin1('6 0 obj\n'), stream('', latin1('<svg onload=alert(1)>')), latin1('\nendobj\n')])]),
      ),
    ).toBe('other-format');
  });
});

describe('PDFs that act when opened are refused', () => {
  it('JavaScript on open, also spelled with #xx escapes', () => {
    expect(pdfProblem(pdf([], { catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }))).toBe(
      'active-content',
    );
    expect(pdfProblem(pdf([], { catalog: '/OpenAction << /S /J#61vaScr#69pt /JS (app.alert(1)) >>' }))).toBe(
      'active-content',
    );
    expect(pdfProblem(pdf([], { catalog: '/Names << /JavaScript 6 0 R >>' }))).toBe('active-content');
  });
  it('launching a program, attachments, forms that send data', () => {
    expect(pdfProblem(pdf([], { catalog: '/OpenAction << /S /Launch /F (cmd.exe) >>' }))).toBe('active-content');
    expect(pdfProblem(pdf([], { catalog: '/Names << /EmbeddedFiles 6 0 R >>' }))).toBe('active-content');
    expect(pdfProblem(pdf([], { catalog: '/AcroForm << /XFA 6 0 R >>' }))).toBe('active-content');
    expect(pdfProblem(pdf(['6 0 obj\n<< /S /SubmitForm /F (https://evil.example) >>\nendobj\n']))).toBe(
      'active-content',
    );
  });
  it('JavaScript hidden in a compressed object stream', () => {
    expect(pdfProblem(pdf([objStm(6, '7 0 << /S /JavaScript /JS (app.alert(1)) >>')]))).toBe('active-content');
  });
  it('an object stream that cannot be inspected, or an encrypted PDF', () => {
    expect(pdfProblem(pdf([objStm(6, '7 0 << /S /JavaScript >>', 'hex')]))).toBe('uninspectable');
    const broken = Buffer.concat([
      latin1('6 0 obj\n'),
      stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', latin1('not deflate')),
      latin1('\nendobj\n'),
    ]);
    expect(pdfProblem(pdf([broken]))).toBe('uninspectable');
    expect(pdfProblem(pdf([], { catalog: '/Encrypt 6 0 R' }))).toBe('encrypted');
  });
});
