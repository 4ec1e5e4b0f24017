import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';

/** Reads a QR code from an image source: the browser's BarcodeDetector, or jsQR over a canvas's pixels. */
type Reader = (video: HTMLVideoElement) => Promise<string | null>;

interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = {
  new (opts: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
};

/** BarcodeDetector where the browser has it and reads QR codes; jsQR (fetched only now, only here) otherwise. */
async function makeReader(): Promise<Reader> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats: string[] = (await Native?.getSupportedFormats?.().catch(() => [])) ?? [];
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (!ctx || !w || !h) return null;
    // A phone camera's frame, scaled down: quicker to read, and a pass fills much of it.
    const scale = Math.min(1, 640 / Math.max(w, h));
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** Why the camera did not start: the browser refused it, or it failed. */
const cameraError = (e: unknown): 'blocked' | 'failed' =>
  e instanceof DOMException && e.name === 'NotAllowedError' ? 'blocked' : 'failed';

/**
 * The back camera's picture, read a few times a second until a QR code shows; then the camera
 * stops and `onCode` gets what it carries. This module and the QR reader are loaded only on the
 * check-in page, when the camera is opened.
 */
export default function QrCamera({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const m = useMessages('gate');
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<'blocked' | 'failed' | null>(null);
  const [ready, setReady] = useState(false);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        const [media, read] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
          makeReader(),
        ]);
        stream = media;
        if (stopped || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
        setReady(true);
        const tick = async () => {
          if (stopped || !video.current) return;
          const code = await read(video.current).catch(() => null);
          if (stopped) return;
          if (code) {
            stop();
            found.current(code);
            return;
          }
          timer = setTimeout(() => void tick(), 200);
        };
        void tick();
      } catch (e) {
        if (!stopped) setError(cameraError(e));
        stop();
      }
    })();
    return stop;
  }, []);

  return (
    <div className="space-y-3">
      {error ? (
        <Alert tone="danger">{m.camera[error]}</Alert>
      ) : (
        <div className="relative overflow-hidden rounded-card bg-black">
          <video
            ref={video}
            muted
            playsInline
            aria-label={m.camera.label}
            className="aspect-square w-full object-cover"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-card border-4 border-white/80"
          />
          <p role="status" className="absolute inset-x-0 bottom-0 bg-black/60 px-3 py-2 text-center text-sm text-white">
            {ready ? m.camera.point : m.checkIn.startingCamera}
          </p>
        </div>
      )}
      <Button variant="outline" full onClick={onClose}>
        {m.camera.close}
      </Button>
    </div>
  );
}
