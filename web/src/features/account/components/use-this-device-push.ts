import { useState } from 'react';
import { en } from '@espasyo/domain/messages/en';
import type { PushDevice } from '@espasyo/domain/contracts/push';
import { useToast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  pushPermission,
  pushSupported,
  subscribeBrowser,
  unsubscribeBrowser,
} from '@/features/account/api/push-browser';
import { usePushKey, useRemovePushDevice, useSavePushSubscription } from '@/features/account/api/use-push';

/**
 * Push on this browser (decision 0044): turning it on asks for permission (only now, after the
 * click), subscribes through the service worker with the server's key and saves the subscription;
 * turning it off unsubscribes the browser and removes its row.
 */
export function useThisDevicePush(devices: PushDevice[], thisEndpoint: string | null) {
  const toast = useToast();
  const key = usePushKey();
  const save = useSavePushSubscription();
  const remove = useRemovePushDevice();
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState(() => pushPermission() === 'denied');
  const mine = devices.find((d) => d.endpoint === thisEndpoint) ?? null;

  const fail = (e: unknown) => toast.error(e instanceof ApiError ? errorMessage(e) : en.account.pushFailed);

  async function turnOn() {
    if (!key.data) return;
    setBusy(true);
    try {
      const sub = await subscribeBrowser(key.data.publicKey);
      if (sub === 'denied') {
        setDenied(true);
        toast.error(en.account.pushDenied);
        return;
      }
      await save.mutateAsync({
        endpoint: sub.endpoint ?? '',
        keys: { p256dh: sub.keys?.p256dh ?? '', auth: sub.keys?.auth ?? '' },
      });
      toast.success(en.account.pushOn);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      await unsubscribeBrowser();
      if (mine) await remove.mutateAsync(mine.id);
      toast.success(en.account.pushOff);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  }

  return {
    supported: pushSupported(),
    denied,
    on: !!mine,
    mine,
    busy,
    ready: !!key.data,
    turnOn: () => void turnOn(),
    turnOff: () => void turnOff(),
  };
}
