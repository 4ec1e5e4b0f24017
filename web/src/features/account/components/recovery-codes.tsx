import { useEffect, useRef, useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/toast';

/**
 * The recovery codes, shown once: copy or download them, tick 'I have saved these codes',
 * then Continue. Nothing moves on before that (staff forced to set up two-factor included).
 */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const toast = useToast();
  const [confirmed, setConfirmed] = useState(false);
  // Shown in place of the set-up form: take focus so the warning is read first.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const text = `Espasyo recovery codes for ${email}\nEach code works once. Keep them somewhere safe.\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Copying is blocked in this browser. Select the codes and copy them, or download them.');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'espasyo-recovery-codes.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div ref={box} tabIndex={-1} className="space-y-4 outline-none">
      <Alert tone="warning" title="Save your recovery codes now">
        <p>If you lose your phone, each of these codes lets you sign in once. This is the only time we show them.</p>
      </Alert>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-field border border-ink-200 bg-ink-50 p-4 font-mono text-base text-ink-900 sm:grid-cols-3"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" icon={<Copy aria-hidden="true" className="size-4" />} onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="outline" icon={<Download aria-hidden="true" className="size-4" />} onClick={download}>
          Download codes
        </Button>
      </div>
      <Checkbox label="I have saved these codes" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
      <Button
        variant="secondary"
        onClick={onDone}
        disabled={!confirmed}
        aria-describedby={confirmed ? undefined : 'recovery-hint'}
      >
        Continue
      </Button>
      {!confirmed && (
        <p id="recovery-hint" className="text-sm text-ink-600">
          Copy or download them, keep them somewhere safe, then tick the box.
        </p>
      )}
    </div>
  );
}
