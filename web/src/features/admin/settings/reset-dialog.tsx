import { useState } from 'react';
import {
  installedSettings,
  settingsCategories,
  type PlatformSettings,
  type SettingsCategory,
} from '@espasyo/domain/settings/defaults';
import { useToast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/lib/i18n';
import { useSettingsFailure, useResetSettings } from './api';
import { useSettingsMeta } from './fields';
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
  const m = useMessages('adminSystem').settings;
  const { categoryNoun } = useSettingsMeta();
  const settingsFailure = useSettingsFailure();
  const reset = useResetSettings();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const categories = target === 'all' || target === null ? settingsCategories : [target];
  const diff = diffSettings(current, installedSettings, categories);
  const count = countChanges(diff);
  const what = target === 'all' || target === null ? m.reset.all : m.reset.one({ category: categoryNoun(target) });

  const close = () => {
    setError(null);
    reset.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onClose={close}
      title={m.reset.title({ what })}
      description={count > 0 ? m.reset.text({ count }) : undefined}
      confirmLabel={m.reset.confirm({ what })}
      pendingLabel={m.reset.pending}
      variant="danger"
      pending={reset.isPending}
      error={error}
      confirmDisabled={count === 0}
      onConfirm={() => {
        setError(null);
        reset.mutate(target === 'all' ? null : target, {
          onSuccess: () => {
            toast.success(m.reset.done({ what }));
            close();
          },
          onError: (e) => {
            const message = settingsFailure(e, (detail) => m.failures.resetFailed({ detail }));
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
