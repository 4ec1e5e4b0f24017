import { useQueryClient } from '@tanstack/react-query';
import type { PlatformSettings } from '@espasyo/domain/settings/defaults';
import { useRealtime } from '@/lib/realtime';
import { adminKeys } from '@/features/admin/shared/keys';
import { storeLiveSettings } from './use-settings';

/** What the server broadcasts on topic 'settings' after every change (realtime/ws.routes.ts). */
interface SettingsMessage {
  topic: 'settings';
  settings: PlatformSettings;
}

/**
 * Live settings: when any admin saves, every open admin tab gets the new values through the
 * WebSocket (the settings form, and the platform name in the header and titles). On
 * reconnect, whatever was missed is fetched again. Only admins may subscribe.
 */
export function useLiveSettings(enabled = true) {
  const client = useQueryClient();
  useRealtime<SettingsMessage>(
    enabled ? 'settings' : null,
    (message) => storeLiveSettings(client, message.settings),
    () => void client.invalidateQueries({ queryKey: adminKeys.settings() }),
  );
}
