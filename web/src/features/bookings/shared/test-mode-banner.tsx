import { FlaskConical } from 'lucide-react';
import { useMessages } from '@/lib/i18n';

/** Every payment screen says so when the sandbox gateway runs (UI guidelines: test mode). */
export function TestModeBanner() {
  const m = useMessages('booking').pay;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-field border border-warning-600/40 bg-warning-50 p-3 text-sm text-warning-700"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>{m.testModeBanner}</strong> {m.testModeNote}
      </span>
    </p>
  );
}
