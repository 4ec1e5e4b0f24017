import QRCode from 'qrcode';

/**
 * QR codes through the `qrcode` package (decision 0050): byte mode, error correction level M
 * (a phone still reads it with a smudge or glare), the smallest version that holds the text,
 * and the 4-module quiet zone the standard asks for.
 */
const options = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** An SVG QR code of `text` as a data: URL (allowed by the CSP's img-src): the two-factor setup's code. */
export async function qrSvgDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { ...options, type: 'svg' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The code's version (1–40) and its size in modules, without the quiet zone. */
export function qrShape(text: string): { version: number; size: number } {
  const qr = QRCode.create(text, { errorCorrectionLevel: options.errorCorrectionLevel });
  return { version: qr.version, size: qr.modules.size };
}

/** An SVG QR code of `text` as the SVG document itself (no scripts): the access pass's (issue 33). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...options, type: 'svg' });
}
