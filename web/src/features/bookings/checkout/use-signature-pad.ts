import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { signatureImage } from './signature-image';

/** What the sign form asks of the pad. */
export interface SignaturePadHandle {
  isEmpty: () => boolean;
  /** The drawing as a trimmed PNG data URL. */
  image: () => string;
  clear: () => void;
  focus: () => void;
}

/**
 * A signature_pad on the canvas: its backing store matches the canvas's size on screen times
 * the device's pixel ratio (sharp on a phone), again whenever the canvas is resized (a phone
 * turned), keeping what was drawn. `onChange(empty)` after each stroke and on clearing. The ink
 * is the canvas's own text colour (a design token), not a raw value.
 */
export function useSignaturePad(onChange: (empty: boolean) => void) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: getComputedStyle(canvas).color, minWidth: 1, maxWidth: 2.8 });
    padRef.current = pad;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(canvas.offsetWidth * ratio);
      const height = Math.round(canvas.offsetHeight * ratio);
      if (!width || !height || (canvas.width === width && canvas.height === height)) return;
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(canvas);
    const ended = () => changed.current(pad.isEmpty());
    pad.addEventListener('endStroke', ended);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const handle: SignaturePadHandle = {
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    image: () => (padRef.current && canvasRef.current ? signatureImage(padRef.current, canvasRef.current) : ''),
    clear: () => {
      padRef.current?.clear();
      changed.current(true);
    },
    focus: () => canvasRef.current?.focus(),
  };
  return { canvasRef, handle };
}
