/**
 * The browser's own install prompt (Chromium's `beforeinstallprompt`), kept for the moment the app
 * offers itself (decision 0094; the offer is features/install). Chromium fires it once per page
 * load, soon after the page has loaded, so the listener is added as the app boots (main.tsx), on
 * public pages too: a renter who books from a listing page reaches their booking without a new
 * page load. Every page's first download carries this module (as offline-pass-storage.ts, it is in
 * lib/ so that main.tsx need not import the feature's index and all behind it), so it holds only
 * the capture; the offer's rules load with the signed-in areas.
 */

/** Chromium's event; not in TypeScript's DOM types. `prompt()` may be called once. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;

/**
 * Keeps the event and stops the browser's own banner (the mini-infobar): the app offers itself
 * only once it has been of use (a first booking or listing), never on a first visit. Installing
 * from the browser's menu stays possible. Once installed there is nothing to offer. The offer
 * listens to the same events to know when this changes (features/install/use-install-offer.ts).
 */
export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  addEventListener('appinstalled', forgetInstallPrompt);
}

/** The kept event, or null: the browser did not offer (or no longer offers) to install. */
export const installPrompt = (): BeforeInstallPromptEvent | null => deferred;

/** Drops the kept event: it was used (`prompt()` works once), or the app is installed. */
export function forgetInstallPrompt(): void {
  deferred = null;
}
