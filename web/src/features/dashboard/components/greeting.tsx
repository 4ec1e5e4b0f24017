import type { User } from '@espasyo/domain/schemas/auth';
import { TIME_ZONE } from '@/lib/format';

const hourInManila = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: TIME_ZONE });

/** 'Good morning' by the clock in Manila, where our users are. */
export function salutation(now = new Date()): string {
  const h = Number(hourInManila.format(now));
  return h < 12 ? 'Good morning' : h < 18 ? 'Good afternoon' : 'Good evening';
}

export function Greeting({ user, line }: { user: User; line: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-xl font-bold tracking-tight wrap-anywhere text-ink-900 sm:text-2xl">
        {salutation()}, {user.firstName}
      </h1>
      <p className="mt-1 max-w-prose text-base text-ink-600">{line}</p>
    </div>
  );
}
