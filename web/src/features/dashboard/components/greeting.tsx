import type { User } from '@espasyo/domain/schemas/auth';
import { hourOfDay } from '@/lib/format';
import { useMessages } from '@/lib/i18n';

/** The time of day by the platform's clock (Manila by default), where our users are: 'Good morning'. */
export function partOfDay(now = new Date()): 'morning' | 'afternoon' | 'evening' {
  const h = hourOfDay(now);
  return h < 12 ? 'morning' : h < 18 ? 'afternoon' : 'evening';
}

export function Greeting({ user, line }: { user: User; line: string }) {
  const m = useMessages('dashboard').greeting;
  return (
    <div className="mb-6">
      <h1 className="text-xl font-bold tracking-tight wrap-anywhere text-ink-900 sm:text-2xl">
        {m[partOfDay()]({ name: user.firstName })}
      </h1>
      <p className="mt-1 max-w-prose text-base text-ink-600">{line}</p>
    </div>
  );
}
