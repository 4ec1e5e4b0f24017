import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * The step's buttons in a bar that stays at the bottom of a phone's screen (UI guidelines:
 * the main action in a sticky bar): Back on the left, the step's main action on the right.
 * `error` is a refusal that names no field of the step.
 */
export function WizardActions({
  onBack,
  saving,
  error,
  primary = 'Save and continue',
  savingText = 'Saving...',
  children,
}: {
  onBack?: () => void;
  saving: boolean;
  error?: string | null;
  primary?: string;
  savingText?: string;
  /** Replaces the main button (the review step's 'Submit for review'). */
  children?: ReactNode;
}) {
  return (
    <>
      {error && (
        <Alert tone="danger" className="mt-6">
          {error}
        </Alert>
      )}
      <div className="sticky bottom-0 z-10 -mx-4 mt-8 flex items-center justify-between gap-3 border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:shadow-card">
        {onBack ? (
          <Button
            variant="ghost"
            onClick={onBack}
            disabled={saving}
            icon={<ArrowLeft aria-hidden="true" className="size-5" />}
          >
            Back
          </Button>
        ) : (
          <span />
        )}
        {children ?? (
          <Button type="submit" variant="secondary" loading={saving} loadingText={savingText}>
            {primary}
          </Button>
        )}
      </div>
    </>
  );
}
