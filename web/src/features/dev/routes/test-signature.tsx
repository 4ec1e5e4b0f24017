import { useRef, useState, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/page-title';
import { useMessages } from '@/lib/i18n';

/**
 * /test-signature (development builds only): a drawing pad like the one that will sign
 * rental agreements at checkout (docs/product/marketplace.md#booking), to try pointer, touch and pen input.
 */
export default function TestSignaturePage() {
  const m = useMessages('dev').testSignature;
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [image, setImage] = useState<string | null>(null);
  const [empty, setEmpty] = useState(true);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const c = canvas.current!;
    const r = c.getBoundingClientRect();
    return [((e.clientX - r.left) * c.width) / r.width, ((e.clientY - r.top) * c.height) / r.height] as const;
  };
  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.strokeStyle = getComputedStyle(e.currentTarget).color; // the ink token, not a raw colour
    ctx.beginPath();
    ctx.moveTo(...point(e));
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = canvas.current!.getContext('2d')!;
    ctx.lineTo(...point(e));
    ctx.stroke();
    setEmpty(false);
  };
  const clear = () => {
    const c = canvas.current!;
    c.getContext('2d')!.clearRect(0, 0, c.width, c.height);
    setEmpty(true);
    setImage(null);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle>{m.pageTitle}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      <Card>
        <canvas
          ref={canvas}
          width={800}
          height={260}
          aria-label={m.pad}
          className="h-48 w-full touch-none rounded-field border-2 border-dashed border-ink-300 bg-white text-ink-900"
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={() => (drawing.current = false)}
          onPointerCancel={() => (drawing.current = false)}
        />
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="outline" onClick={clear}>
            {m.clear}
          </Button>
          <Button variant="secondary" disabled={empty} onClick={() => setImage(canvas.current!.toDataURL('image/png'))}>
            {m.save}
          </Button>
        </div>
        {image && (
          <img
            src={image}
            alt={m.saved}
            width={400}
            height={130}
            className="mt-4 rounded-field border border-ink-200"
          />
        )}
      </Card>
    </div>
  );
}
