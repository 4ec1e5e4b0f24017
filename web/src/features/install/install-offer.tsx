import { lazy, Suspense } from 'react';
import { useInstallOffer } from './use-install-offer';

/** The card's code and words load only when there is an offer to make, which is rarely. */
const InstallCard = /* @__PURE__ */ lazy(() => import('./components/install-card'));

/**
 * The offer to install the app, mounted by the client and host areas' frame: nothing until a
 * first booking or listing has earned it, then once, as a card that does not block the page.
 * `who`: whose reason to give (the renter's pass, the host's check-in page).
 */
export function InstallOffer({ who }: { who: 'client' | 'host' }) {
  const kind = useInstallOffer();
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard kind={kind} who={who} />
    </Suspense>
  );
}
