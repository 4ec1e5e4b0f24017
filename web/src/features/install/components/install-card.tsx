import { Share, SquarePlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { forgetInstallPrompt, installPrompt } from '@/lib/install-prompt';
import { answerInstallOffer, type InstallAnswer } from '../install-record';
import type { InstallOfferKind } from '../use-install-offer';

/**
 * Once answered the card goes: keyboard focus, which was on its button, goes to the page's
 * content rather than to the document's start.
 */
function answer(value: InstallAnswer) {
  answerInstallOffer(value);
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * 'Install': the browser's own dialog, which must open within the press (no await before it).
 * The kept event works once, so it is dropped at once; the answer is 'prompted' until the
 * browser tells what the person chose.
 */
function install() {
  const event = installPrompt();
  if (!event) return;
  void event.prompt().catch(() => undefined);
  void event.userChoice.then(
    ({ outcome }) => answerInstallOffer(outcome),
    () => undefined,
  );
  forgetInstallPrompt();
  answer('prompted');
}

/**
 * A calm card, at the foot of the screen on phones and in a corner on larger screens: not a
 * dialog (it neither takes focus nor blocks the page), a region named by its title, after the
 * page's content in the keyboard's order. On iOS, where there is no prompt, Safari's two steps.
 */
export default function InstallCard({ kind, who }: { kind: InstallOfferKind; who: 'client' | 'host' }) {
  const m = useMessages('install');
  return (
    <section
      id="install-offer"
      aria-labelledby="install-offer-title"
      data-install-offer={kind}
      className="fixed inset-x-0 bottom-0 z-40 animate-fade-in border-t border-ink-200 bg-white px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-raised sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96 sm:rounded-card sm:border sm:p-5 print:hidden"
    >
      <div className="flex gap-4">
        <img src="/icons/icon-192.png" alt="" width={48} height={48} className="size-12 shrink-0 rounded-field" />
        <div className="min-w-0">
          <h2 id="install-offer-title" className="font-semibold text-ink-900">
            {m.title}
          </h2>
          <p className="mt-1 text-sm text-ink-700">{m.why[who]}</p>
        </div>
      </div>
      {kind === 'ios' ? (
        <>
          <ol aria-label={m.ios.steps} className="mt-4 space-y-2 text-sm text-ink-800">
            <li className="flex items-center gap-3">
              <Share aria-hidden="true" className="size-5 shrink-0 text-info-600" />
              {m.ios.share}
            </li>
            <li className="flex items-center gap-3">
              <SquarePlus aria-hidden="true" className="size-5 shrink-0 text-info-600" />
              {m.ios.add}
            </li>
          </ol>
          <div className="mt-4 flex justify-end">
            <Button variant="secondary" size="sm" onClick={() => answer('got-it')}>
              {m.ios.gotIt}
            </Button>
          </div>
        </>
      ) : (
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={() => answer('not-now')}>
            {m.notNow}
          </Button>
          <Button variant="secondary" size="sm" onClick={install}>
            {m.install}
          </Button>
        </div>
      )}
    </section>
  );
}
