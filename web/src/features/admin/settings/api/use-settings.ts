import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SettingsDocument } from '@espasyo/domain/contracts/settings';
import type { PlatformSettings } from '@espasyo/domain/settings/defaults';
import { api } from '@/lib/api-client';
import { publicSettingsQuery } from '@/lib/public-settings';
import { adminKeys } from '@/features/admin/shared/keys';

export type { SettingsDocument };

/** GET /api/admin/settings: the six categories and who changed them last, when. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: adminKeys.settingsDocument(),
    queryFn: ({ signal }) => api.get<SettingsDocument>('/api/admin/settings', signal),
  });

export function useSettings() {
  return useQuery(settingsQuery());
}

/** What else a change of the settings makes stale: the history and the public subset. */
function afterChange(client: QueryClient) {
  void client.invalidateQueries({ queryKey: adminKeys.settingsHistories() });
  // The public subset (platform name, password policy…) is cached separately.
  void client.invalidateQueries({ queryKey: publicSettingsQuery().queryKey });
}

/** Store the document a write answered with. */
export function storeSettingsDocument(client: QueryClient, doc: SettingsDocument) {
  client.setQueryData(settingsQuery().queryKey, doc);
  afterChange(client);
}

/** Store the values another admin saved (realtime), keeping when and by whom until the next read. */
export function storeLiveSettings(client: QueryClient, settings: PlatformSettings) {
  const key = settingsQuery().queryKey;
  if (client.getQueryData(key)) client.setQueryData(key, (doc) => doc && { ...doc, settings });
  else void client.invalidateQueries({ queryKey: key });
  afterChange(client);
}
