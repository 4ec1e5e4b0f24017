/**
 * What the device allows (decision 0094): already running as the installed app, or iOS, where
 * Safari has no install prompt and the app is added from its Share menu.
 */

/** Opened from the home screen: Chromium's display mode, or iOS's own flag. */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * iPhone, iPod or iPad, an iPad asking for desktop pages included (it says Macintosh, but has a
 * touch screen), in Safari or a browser that shares its Share menu (Chrome and Firefox for iOS).
 * Apps' own web views (Facebook, Instagram) leave out the Safari token and have no such menu.
 * A browser with the install prompt is never this.
 */
export function isIosWithoutPrompt(): boolean {
  if ('onbeforeinstallprompt' in window) return false;
  const ua = navigator.userAgent;
  const apple = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return apple && /Safari\//.test(ua);
}
