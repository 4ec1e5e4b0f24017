import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicSettings } from '@espasyo/domain/contracts/settings';
import { defaultPasswordPolicy, PLATFORM_NAME } from '@espasyo/domain/settings/basics';
import { api } from './api-client';
import { FRAME_STALE_MS } from './query-client';
import { setTimeZone } from './format';

const publicSettingsKey = ['settings', 'public'] as const;

/** GET /api/settings/public: what anyone may read; several features need it (password policy, file limits). */
export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: publicSettingsKey,
    queryFn: async ({ signal }) => {
      const settings = await api.get<PublicSettings>('/api/settings/public', signal);
      setTimeZone(settings.timezone); // before any component formats a date with it
      return settings;
    },
    staleTime: FRAME_STALE_MS,
  });

/**
 * Puts settings the app did not fetch itself into the cache: the server's, before it renders a
 * page, and the browser's copy of them when it hydrates that page. Dates format in their time zone.
 */
export function seedPublicSettings(client: QueryClient, settings?: PublicSettings) {
  if (settings) client.setQueryData(publicSettingsKey, settings);
  const seeded = client.getQueryData<PublicSettings>(publicSettingsKey);
  if (seeded) setTimeZone(seeded.timezone);
}

export function usePublicSettings() {
  return useQuery(publicSettingsQuery());
}

/**
 * general.platformName and general.version, shown in the header, page titles and footer.
 * The built-in name stands in while the settings load. Admin tabs hear a change at once
 * (useLiveSettings in the admin layout refreshes this query).
 */
export function usePlatform(): { name: string; version: string | null } {
  const { data } = usePublicSettings();
  return { name: data?.platformName ?? PLATFORM_NAME, version: data?.version ?? null };
}

/** The platform password policy, or the spec's default while it loads or if it cannot load. */
export function usePasswordPolicy() {
  const settings = usePublicSettings();
  return settings.data?.passwordPolicy ?? defaultPasswordPolicy;
}
