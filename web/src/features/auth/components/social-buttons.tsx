import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';

const providers = [
  { name: 'Google', mark: 'G', markClass: 'bg-white text-info-700 border border-ink-300' },
  { name: 'Facebook', mark: 'f', markClass: 'bg-info-600 text-white' },
];

/**
 * Google and Facebook sign-in are on the spec's screen but their behaviour is not shown, and no
 * provider can be configured: the buttons stay, shown as unavailable with the reason beneath
 * (aria-disabled keeps them in the tab order, so a keyboard or screen reader user hears why).
 */
export function SocialButtons() {
  const reasonId = useId();
  const m = useMessages('auth').signIn;
  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-sm text-ink-500">
        <span className="h-px flex-1 bg-ink-200" />
        {m.orContinue}
        <span className="h-px flex-1 bg-ink-200" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {providers.map((p) => (
          <button
            key={p.name}
            type="button"
            aria-disabled="true"
            aria-describedby={reasonId}
            className={buttonClasses('outline')}
          >
            <span
              aria-hidden="true"
              className={`flex size-6 items-center justify-center rounded-full text-sm font-bold ${p.markClass}`}
            >
              {p.mark}
            </span>
            {p.name}
          </button>
        ))}
      </div>
      <p id={reasonId} className="mt-2 text-center text-sm text-ink-600">
        {m.socialUnavailable}
      </p>
    </div>
  );
}
