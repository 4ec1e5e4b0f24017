import { useEffect, useRef, useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/toast';
import { useMessages } from '@/lib/i18n';

/**
 * The recovery codes, shown once: copy or download them, tick 'I have saved these codes',
 * then Continue. Nothing moves on before that (staff forced to set up two-factor included).
 */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { recovery: m, actions } = useMessages('account');
  const toast = useToast();
  const [confirmed, setConfirmed] = useState(false);
  // Shown in place of the set-up form: take focus so the warning is read first.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const text = `${m.file({ email })}\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(m.copied);
    } catch {
      toast.error(m.copyBlocked);
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
      <Alert tone="warning" title={m.saveTitle}>
        <p>{m.saveText}</p>
      </Alert>
      <ul
        aria-label={m.list}
        className="grid grid-cols-2 gap-2 rounded-field border border-ink-200 bg-ink-50 p-4 font-mono text-base text-ink-900 sm:grid-cols-3"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" icon={<Copy aria-hidden="true" className="size-4" />} onClick={() => void copy()}>
          {m.copy}
        </Button>
        <Button variant="outline" icon={<Download aria-hidden="true" className="size-4" />} onClick={download}>
          {m.download}
        </Button>
      </div>
      <Checkbox label={m.saved} checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
      <Button
        variant="secondary"
        onClick={onDone}
        disabled={!confirmed}
        aria-describedby={confirmed ? undefined : 'recovery-hint'}
      >
        {actions.continue}
      </Button>
      {!confirmed && (
        <p id="recovery-hint" className="text-sm text-ink-600">
          {m.hint}
        </p>
      )}
    </div>
  );
}
