import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsDocument } from '@espasyo/domain/contracts/settings';
import { api } from '@/lib/api-client';
import { storeSettingsDocument } from './use-settings';

/** POST /api/admin/settings/import: the file's text as read; the server parses and checks it with the domain rules. */
export function useImportSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: { fileName: string; content: string }) =>
      api.post<SettingsDocument>('/api/admin/settings/import', file),
    onSuccess: (doc) => storeSettingsDocument(client, doc),
  });
}
