import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Links such as /host/profile#phone come from other pages (the verification guard, the
 * dashboard). The page is loaded lazily, so the router's own scrolling may run before the
 * section exists; this scrolls to it once the page is on screen and moves focus there.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    const heading = el.querySelector<HTMLElement>('h2, h3');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [ready, hash]);
}
