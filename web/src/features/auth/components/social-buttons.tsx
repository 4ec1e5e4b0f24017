import { en } from '@espasyo/domain';
import { useToast } from '@/components/ui/toast';
import { buttonClasses } from '@/components/ui/button';

/**
 * Google and Facebook sign-in are on the spec's screen but their behaviour is not shown;
 * until they exist the buttons say so instead of failing silently.
 */
export function SocialButtons() {
  const toast = useToast();
  const providers = [
    { name: 'Google', mark: 'G', markClass: 'bg-white text-info-700 border border-ink-300' },
    { name: 'Facebook', mark: 'f', markClass: 'bg-info-600 text-white' },
  ];
  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-sm text-ink-500">
        <span className="h-px flex-1 bg-ink-200" />
        or continue with
        <span className="h-px flex-1 bg-ink-200" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {providers.map((p) => (
          <button
            key={p.name}
            type="button"
            onClick={() => toast.info(en.auth.socialUnavailable, `${p.name} sign-in`)}
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
    </div>
  );
}
