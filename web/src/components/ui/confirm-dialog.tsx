import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';
import { UiWord } from './ui-word';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Says what the button does: 'Suspend user', not 'OK'. */
  confirmLabel: string;
  pendingLabel?: string;
  variant?: ButtonVariant;
  pending?: boolean;
  /** The server's answer when the action failed; the dialog stays open so it can be retried. */
  error?: string | null;
  confirmDisabled?: boolean;
}

/** An action that changes something important asks first (UI guidelines: destructive actions). */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  variant = 'secondary',
  pending = false,
  error,
  confirmDisabled,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            <UiWord pick={(m) => m.cancel} />
          </Button>
          <Button
            variant={variant}
            onClick={onConfirm}
            loading={pending}
            loadingText={pendingLabel}
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {(children || error) && (
        <div className="space-y-4">
          {children}
          {error && <Alert tone="danger">{error}</Alert>}
        </div>
      )}
    </Dialog>
  );
}
