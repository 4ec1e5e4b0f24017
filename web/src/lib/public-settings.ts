import { useQuery } from '@tanstack/react-query';
import { defaultPasswordPolicy, type PublicSettings } from '@espasyo/domain/settings/defaults';
import { api } from './api-client';

/** The settings anyone may read; several features need them (password policy, file limits). */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => api.get<PublicSettings>('/api/settings/public', signal),
    staleTime: 5 * 60_000,
  });
}

/** The platform password policy, or the spec's default while it loads or if it cannot load. */
export function usePasswordPolicy() {
  const settings = usePublicSettings();
  return settings.data?.passwordPolicy ?? defaultPasswordPolicy;
}
