import type { PushDevices } from '@espasyo/domain/contracts/push';
import { api } from './api-client';

/**
 * Before signing out (decision 0044): this browser stops getting the account's push notifications
 * — its subscription is removed on the server and in the browser — so the next person on a shared
 * device never sees them. Best effort, at most a few seconds: sign-out never waits on it or fails.
 */
export async function endPushOnSignOut(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const work = (async () => {
    const reg = await navigator.serviceWorker.getRegistration('/');
    const sub = await reg?.pushManager?.getSubscription();
    if (!sub) return;
    const { items } = await api.get<PushDevices>('/api/me/push-subscriptions');
    const mine = items.find((d) => d.endpoint === sub.endpoint);
    if (mine) await api.delete(`/api/me/push-subscriptions/${encodeURIComponent(mine.id)}`);
    await sub.unsubscribe();
  })();
  await Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3_000))]);
}
