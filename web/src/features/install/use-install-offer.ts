import { useSyncExternalStore } from 'react';
import { installPrompt } from '@/lib/install-prompt';
import { installOfferDue, subscribeInstallRecord } from './install-record';
import { isIosWithoutPrompt, isStandalone } from './install-platform';

/** The browser's own prompt, or iOS's steps to add the app from the Share menu. */
export type InstallOfferKind = 'prompt' | 'ios';

/**
 * Told when the kept prompt changes: the browser offered (lib/install-prompt.ts, whose listeners
 * come first, keeps it) or the app was installed. A prompt used by the card goes with its answer.
 */
function subscribeInstallPrompt(listener: () => void): () => void {
  addEventListener('beforeinstallprompt', listener);
  addEventListener('appinstalled', listener);
  return () => {
    removeEventListener('beforeinstallprompt', listener);
    removeEventListener('appinstalled', listener);
  };
}

/**
 * Which offer to make now, if any (decision 0094): only once earned and never answered; never in
 * the installed app; the browser's prompt where it has offered one, iOS's steps where there is no
 * prompt; otherwise none (a browser that does not offer, or an app installed already).
 */
export function useInstallOffer(): InstallOfferKind | null {
  const due = useSyncExternalStore(subscribeInstallRecord, installOfferDue, () => false);
  const prompt = useSyncExternalStore(subscribeInstallPrompt, installPrompt, () => null);
  if (!due || isStandalone()) return null;
  if (prompt) return 'prompt';
  return isIosWithoutPrompt() ? 'ios' : null;
}
