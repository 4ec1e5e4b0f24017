import { QrMatrix, qrEncodeData } from './qr-code';

/** ISO/IEC 18004 mask penalty: long runs, 2×2 blocks, finder look-alikes, dark balance. */
function penalty(m: QrMatrix): number {
  const n = m.size;
  let score = 0;
  const lines: boolean[][] = [];
  for (let i = 0; i < n; i++) {
    lines.push(m.dark[i]);
    lines.push(m.dark.map((row) => row[i]));
  }
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= n; i++) {
      if (i < n && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += 3 + (run - 5);
        run = 1;
      }
    }
    const s = line.map((d) => (d ? '1' : '0')).join('');
    for (const pattern of ['10111010000', '00001011101']) {
      for (let at = s.indexOf(pattern); at !== -1; at = s.indexOf(pattern, at + 1)) score += 40;
    }
  }
  for (let y = 0; y < n - 1; y++)
    for (let x = 0; x < n - 1; x++) {
      const c = m.dark[y][x];
      if (c === m.dark[y][x + 1] && c === m.dark[y + 1][x] && c === m.dark[y + 1][x + 1]) score += 3;
    }
  const dark = m.dark.reduce((a, row) => a + row.filter(Boolean).length, 0);
  const total = n * n;
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return score;
}

/** The QR matrix for `text` with the mask of lowest penalty. */
export function qrMatrix(text: string): boolean[][] {
  const { ver, codewords } = qrEncodeData(new TextEncoder().encode(text));
  let best: { m: QrMatrix; score: number } | null = null;
  for (let mask = 0; mask < 8; mask++) {
    const m = new QrMatrix(ver);
    m.drawFunctionPatterns();
    m.drawCodewords(codewords);
    m.applyMask(mask);
    m.drawFormatBits(mask);
    const score = penalty(m);
    if (!best || score < best.score) best = { m, score };
  }
  return (best as { m: QrMatrix }).m.dark;
}

/** An SVG QR code of `text` as a data: URL (allowed by the CSP's img-src). */
export function qrSvgDataUrl(text: string, border = 4): string {
  const rows = qrMatrix(text);
  const size = rows.length + border * 2;
  const parts: string[] = [];
  rows.forEach((row, y) => row.forEach((d, x) => d && parts.push(`M${x + border},${y + border}h1v1h-1z`)));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${parts.join('')}" fill="#000"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
