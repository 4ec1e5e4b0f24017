import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsDocument } from '@espasyo/domain/contracts/settings';
import type { SettingsCategory } from '@espasyo/domain/settings/defaults';
import { api } from '@/lib/api-client';
import { storeSettingsDocument } from './use-settings';

/** POST /api/admin/settings/reset {category?}: one category, or all, back to the built-in defaults. */
export function useResetSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (category: SettingsCategory | null) =>
      api.post<SettingsDocument>('/api/admin/settings/reset', category ? { category } : {}),
    onSuccess: (doc) => storeSettingsDocument(client, doc),
  });
}
