import type { User } from '@espasyo/domain/schemas/auth';
import { hourOfDay } from '@/lib/format';

/** 'Good morning' by the platform's clock (Manila by default), where our users are. */
export function salutation(now = new Date()): string {
  const h = hourOfDay(now);
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
