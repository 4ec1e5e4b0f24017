import { useState } from 'react';
import { ErrorCode } from '@espasyo/domain/errors';
import type { PushDevice } from '@espasyo/domain/contracts/push';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
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
 * turning it off unsubscribes the browser and removes its row. A subscription the server keeps for
 * another account (someone signed out here without ending it) stays theirs (decision 0057): this
 * browser ends it and subscribes anew, for this account.
 */
export function useThisDevicePush(devices: PushDevice[], thisEndpoint: string | null) {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const m = useMessages('account').push;
  const toast = useToast();
  const key = usePushKey();
  const save = useSavePushSubscription();
  const remove = useRemovePushDevice();
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState(() => pushPermission() === 'denied');
  const mine = devices.find((d) => d.endpoint === thisEndpoint) ?? null;

  const fail = (e: unknown) => toast.error(e instanceof ApiError ? errorMessage(e) : m.failed);

  const saveSubscription = (sub: PushSubscriptionJSON) =>
    save.mutateAsync({
      endpoint: sub.endpoint ?? '',
      keys: { p256dh: sub.keys?.p256dh ?? '', auth: sub.keys?.auth ?? '' },
    });

  async function turnOn() {
    if (!key.data) return;
    const { publicKey } = key.data;
    setBusy(true);
    try {
      const sub = await subscribeBrowser(publicKey);
      if (sub === 'denied') {
        setDenied(true);
        toast.error(m.denied);
        return;
      }
      await saveSubscription(sub).catch(async (e: unknown) => {
        if (!(e instanceof ApiError && e.code === ErrorCode.pushEndpointTaken)) throw e;
        await unsubscribeBrowser();
        const fresh = await subscribeBrowser(publicKey);
        if (fresh === 'denied') throw e;
        await saveSubscription(fresh);
      });
      toast.success(m.on);
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
      toast.success(m.off);
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
