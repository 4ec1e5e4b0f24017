import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { settingsCategories, type PlatformSettings, type SettingsCategory } from '@espasyo/domain/settings/defaults';
import { api, errorMessage } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';

/** GET /api/admin/settings: the six categories and who changed them last, when. */
export interface SettingsDocument {
  settings: PlatformSettings;
  createdAt: string | null;
  updatedAt: string | null;
  /** The id of the admin who saved last (null for the installer). */
  lastUpdatedBy: string | null;
  importedAt: string | null;
}

export interface SettingsHistoryEntry {
  id: string;
  category: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  userId: string | null;
  /** Who saved it, joined by the server (null for system changes). */
  user: { id: string; name: string | null; email: string | null } | null;
  timestamp: string;
  changeType: 'update' | 'action';
  /** For actions: what was done ('reset', 'import'), when the server says so. */
  action?: string | null;
}

export interface SettingsHistoryPage {
  entries: SettingsHistoryEntry[];
  nextCursor: string | null;
}

/**
 * Requirements §8: settings failures read 'Failed to update settings: …' and similar. The
 * server words its own refusals that way already; anything else (network, 5xx) is wrapped here.
 */
export function settingsFailure(error: unknown, wrap: (detail: string) => string): string {
  const message = errorMessage(error);
  return message.startsWith('Failed to ') ? message : wrap(message);
}

export const settingsKeys = {
  all: ['admin', 'settings'] as const,
  doc: ['admin', 'settings', 'doc'] as const,
  history: (category: string) => ['admin', 'settings', 'history', category] as const,
};

type Raw = Record<string, unknown>;

function person(v: unknown): string | null {
  if (!v) return null;
  if (typeof v === 'string') return v;
  return String((v as Raw).id ?? '') || null;
}

/** The server sends the categories either beside the metadata or under `settings`; accept both. */
export function toSettingsDocument(raw: unknown, previous?: SettingsDocument): SettingsDocument {
  const o = (raw ?? {}) as Raw;
  const source = (o.settings && typeof o.settings === 'object' ? o.settings : o) as Raw;
  const settings = {} as Record<SettingsCategory, unknown>;
  for (const c of settingsCategories) settings[c] = source[c] ?? previous?.settings[c];
  const meta = (key: string) => (key in o ? o[key] : key in source ? source[key] : undefined);
  return {
    settings: settings as PlatformSettings,
    createdAt: (meta('createdAt') as string | null | undefined) ?? previous?.createdAt ?? null,
    updatedAt: (meta('updatedAt') as string | null | undefined) ?? previous?.updatedAt ?? null,
    lastUpdatedBy:
      meta('lastUpdatedBy') !== undefined ? person(meta('lastUpdatedBy')) : (previous?.lastUpdatedBy ?? null),
    importedAt: (meta('importedAt') as string | null | undefined) ?? previous?.importedAt ?? null,
  };
}

export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.doc,
    queryFn: async ({ signal }) => toSettingsDocument(await api.get<unknown>('/api/admin/settings', signal)),
  });
}

/** Store what the server answered after a write, and make the history show the new entry. */
function applyServerSettings(client: QueryClient, raw: unknown) {
  const previous = client.getQueryData<SettingsDocument>(settingsKeys.doc);
  const doc = toSettingsDocument(raw, previous);
  if (settingsCategories.every((c) => doc.settings[c])) client.setQueryData(settingsKeys.doc, doc);
  else void client.invalidateQueries({ queryKey: settingsKeys.doc });
  void client.invalidateQueries({ queryKey: ['admin', 'settings', 'history'] });
  // The public subset (platform name, password policy…) is cached separately.
  void client.invalidateQueries({ queryKey: ['settings', 'public'] });
}

/** `onSaved` hears the stored values before the cache changes, so a form can tell its own echo. */
export function useUpdateSettings<C extends SettingsCategory>(
  category: C,
  onSaved?: (values: PlatformSettings[C]) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: PlatformSettings[C]) => {
      const raw = await api.put<unknown>(`/api/admin/settings/${category}`, values);
      const stored = toSettingsDocument(raw).settings[category];
      onSaved?.(stored ?? values);
      return raw;
    },
    onSuccess: (raw) => applyServerSettings(client, raw),
  });
}

export function useResetSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (category: SettingsCategory | null) =>
      api.post<unknown>('/api/admin/settings/reset', category ? { category } : {}),
    onSuccess: (raw) => applyServerSettings(client, raw),
  });
}

export function useImportSettings() {
  const client = useQueryClient();
  return useMutation({
    /** The file's text as read: the server parses and checks it with the same domain rules. */
    mutationFn: (file: { fileName: string; content: string }) => api.post<unknown>('/api/admin/settings/import', file),
    onSuccess: (raw) => applyServerSettings(client, raw),
  });
}

export const HISTORY_PAGE_SIZE = 50;

export function useSettingsHistory(category: string) {
  return useInfiniteQuery({
    queryKey: settingsKeys.history(category),
    initialPageParam: '' as string,
    queryFn: async ({ pageParam, signal }) => {
      const q = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
      if (category) q.set('category', category);
      if (pageParam) q.set('cursor', pageParam);
      const page = await api.get<SettingsHistoryPage>(`/api/admin/settings/history?${q}`, signal);
      return { entries: page.entries ?? [], nextCursor: page.nextCursor ?? null };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/**
 * Live settings: when any admin saves, every open admin tab gets the new values through the
 * WebSocket (the settings form, and the platform name in the header and titles). On
 * reconnect, whatever was missed is fetched again. Only admins may subscribe.
 */
export function useLiveSettings(enabled = true) {
  const client = useQueryClient();
  useRealtime<{ topic: string; settings?: unknown }>(
    enabled ? 'settings' : null,
    (message) => {
      if (message.settings) applyServerSettings(client, message.settings);
      else void client.invalidateQueries({ queryKey: settingsKeys.all });
    },
    () => void client.invalidateQueries({ queryKey: settingsKeys.all }),
  );
}
