import { useState } from 'react';
import { en } from '@espasyo/domain/messages/en';
import {
  installedSettings,
  settingsCategories,
  type PlatformSettings,
  type SettingsCategory,
} from '@espasyo/domain/settings/defaults';
import { useToast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { settingsFailure, useResetSettings } from './api';
import { categoryNoun } from './fields';
import { countChanges, diffSettings, SettingsDiffView } from './settings-changes';

/**
 * Reset one category (or all six) to the values a fresh installation writes — the spec's, with
 * currency PHP and time zone Asia/Manila (design §1) — after showing exactly which values will change.
 */
export function ResetDialog({
  target,
  current,
  onClose,
}: {
  /** The category to reset, 'all', or null when closed. */
  target: SettingsCategory | 'all' | null;
  current: PlatformSettings;
  onClose: () => void;
}) {
  const reset = useResetSettings();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const categories = target === 'all' || target === null ? settingsCategories : [target];
  const diff = diffSettings(current, installedSettings, categories);
  const count = countChanges(diff);
  const what = target === 'all' || target === null ? 'all settings' : `${categoryNoun(target)} settings`;

  const close = () => {
    setError(null);
    reset.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onClose={close}
      title={`Reset ${what} to defaults?`}
      description={
        count > 0
          ? `${count} ${count === 1 ? 'value' : 'values'} will go back to the values of a new installation. Everyone sees the change at once.`
          : undefined
      }
      confirmLabel={`Reset ${what}`}
      pendingLabel="Resetting..."
      variant="danger"
      pending={reset.isPending}
      error={error}
      confirmDisabled={count === 0}
      onConfirm={() => {
        setError(null);
        reset.mutate(target === 'all' ? null : target, {
          onSuccess: () => {
            toast.success(`Reset ${what} to defaults.`);
            close();
          },
          onError: (e) => {
            const message = settingsFailure(e, en.settings.resetFailed);
            setError(message);
            toast.error(message);
          },
        });
      }}
    >
      <SettingsDiffView diff={diff} />
    </ConfirmDialog>
  );
}
