import { useImperativeHandle, type Ref } from 'react';
import { Eraser } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { useMessages } from '@/lib/i18n';
import { useSignaturePad, type SignaturePadHandle } from './use-signature-pad';

/**
 * The drawing pad (signature_pad, loaded only with the checkout page): as wide as the form, from
 * a 360 px phone up, with Clear. Its keyboard alternative is the typed name, offered beside it.
 */
export function CheckoutSignaturePad({
  id,
  error,
  onChange,
  ref,
}: {
  id: string;
  error?: string;
  onChange: (empty: boolean) => void;
  ref: Ref<SignaturePadHandle>;
}) {
  const m = useMessages('booking').sign;
  const { canvasRef, handle } = useSignaturePad(onChange);
  useImperativeHandle(ref, () => handle);
  return (
    <div className="space-y-2">
      <p id={`${id}-help`} className="text-sm text-ink-700">
        {m.padHelp}
      </p>
      <canvas
        ref={canvasRef}
        id={id}
        tabIndex={-1}
        role="img"
        aria-label={m.pad}
        aria-describedby={[`${id}-help`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        className={`block h-44 w-full touch-none rounded-field border-2 border-dashed bg-white text-ink-900 ${
          error ? 'border-danger-600' : 'border-ink-300'
        }`}
      />
      <div className="flex items-start justify-between gap-3">
        <FieldError id={id} error={error} />
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          icon={<Eraser aria-hidden="true" className="size-4" />}
          onClick={() => handle.clear()}
        >
          {m.clear}
        </Button>
      </div>
    </div>
  );
}
