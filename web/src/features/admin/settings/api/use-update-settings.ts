import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsDocument } from '@espasyo/domain/contracts/settings';
import type { PlatformSettings, SettingsCategory } from '@espasyo/domain/settings/defaults';
import { api } from '@/lib/api-client';
import { storeSettingsDocument } from './use-settings';

/**
 * PUT /api/admin/settings/:category. `onSaved` hears the stored values before the cache
 * changes, so a form can tell its own echo.
 */
export function useUpdateSettings<C extends SettingsCategory>(
  category: C,
  onSaved?: (values: PlatformSettings[C]) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: PlatformSettings[C]) => {
      const doc = await api.put<SettingsDocument>(`/api/admin/settings/${category}`, values);
      onSaved?.(doc.settings[category]);
      return doc;
    },
    onSuccess: (doc) => storeSettingsDocument(client, doc),
  });
}
