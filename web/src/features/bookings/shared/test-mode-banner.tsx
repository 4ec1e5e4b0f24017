import { FlaskConical } from 'lucide-react';

/** Every payment screen says so when the sandbox gateway runs (UI guidelines: test mode). */
export function TestModeBanner() {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-field border border-warning-600/40 bg-warning-50 p-3 text-sm text-warning-700"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>Test mode.</strong> Payments go to the sandbox gateway: no real money moves.
      </span>
    </p>
  );
}
