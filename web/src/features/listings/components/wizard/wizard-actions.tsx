import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';

/**
 * The step's buttons in a bar that stays at the bottom of a phone's screen (UI guidelines:
 * the main action in a sticky bar): Back on the left, the step's main action on the right.
 * `error` is a refusal that names no field of the step.
 */
export function WizardActions({
  onBack,
  saving,
  error,
  primary,
  savingText,
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
  const m = useMessages('listingWizard').actions;
  return (
    <>
      {error && (
        <Alert tone="danger" className="mt-6">
          <LocalMessage message={error} />
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
            {m.back}
          </Button>
        ) : (
          <span />
        )}
        {children ?? (
          <Button type="submit" variant="secondary" loading={saving} loadingText={savingText ?? m.saving}>
            {primary ?? m.save}
          </Button>
        )}
      </div>
    </>
  );
}
