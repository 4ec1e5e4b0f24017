import type SignaturePad from 'signature_pad';
import { SIGNATURE_MAX_LENGTH } from '@espasyo/domain/bookings/agreement';

/** The largest image sent: a signature needs no more, and the server keeps at most 2000 px a side. */
const MAX_WIDTH = 900;
const MAX_HEIGHT = 360;
/** Room around the strokes, in CSS pixels (the pen's width and a little air). */
const MARGIN = 8;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The strokes' bounds in the canvas's CSS pixels, with a margin, within the canvas; null when empty. */
function strokesBox(pad: SignaturePad, cssWidth: number, cssHeight: number): Box | null {
  const points = pad.toData().flatMap((group) => group.points);
  if (!points.length) return null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.max(0, Math.floor(Math.min(...xs) - MARGIN));
  const y = Math.max(0, Math.floor(Math.min(...ys) - MARGIN));
  const right = Math.min(cssWidth, Math.ceil(Math.max(...xs) + MARGIN));
  const bottom = Math.min(cssHeight, Math.ceil(Math.max(...ys) + MARGIN));
  return right > x && bottom > y ? { x, y, w: right - x, h: bottom - y } : null;
}

/**
 * The drawing as a PNG data URL (what POST /api/bookings/:id/agreement takes): cut to the
 * strokes, at most 900 × 360 px and under the server's length limit, halving the scale until it
 * fits. Where the browser cannot draw on a second canvas, the pad's own `toDataURL('image/png')`.
 */
export function signatureImage(pad: SignaturePad, canvas: HTMLCanvasElement): string {
  const whole = pad.toDataURL('image/png');
  const cssWidth = canvas.offsetWidth || canvas.width;
  const cssHeight = canvas.offsetHeight || canvas.height;
  const ratio = canvas.width / cssWidth;
  const box = strokesBox(pad, cssWidth, cssHeight);
  const out = document.createElement('canvas');
  const ctx = box ? out.getContext('2d') : null;
  if (!box || !ctx) return whole;
  let scale = Math.min(ratio, MAX_WIDTH / box.w, MAX_HEIGHT / box.h);
  for (;;) {
    out.width = Math.max(1, Math.round(box.w * scale));
    out.height = Math.max(1, Math.round(box.h * scale));
    ctx.drawImage(canvas, box.x * ratio, box.y * ratio, box.w * ratio, box.h * ratio, 0, 0, out.width, out.height);
    const image = out.toDataURL('image/png');
    if (image.length <= SIGNATURE_MAX_LENGTH || out.width <= 100) return image;
    scale /= 2;
  }
}
