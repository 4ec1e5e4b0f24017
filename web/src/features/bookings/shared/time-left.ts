import { useEffect, useState } from 'react';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How long until `dueAt`: '25 minutes', '23 hours 5 minutes', '3 days'; null once it has passed. */
export function timeLeft(dueAt: string, now: number): string | null {
  const minutes = Math.floor((Date.parse(dueAt) - now) / 60_000);
  if (minutes < 0) return null;
  if (minutes < 60) return plural(Math.max(1, minutes), 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) return plural(Math.floor(hours / 24), 'day');
  return minutes % 60 ? `${plural(hours, 'hour')} ${plural(minutes % 60, 'minute')}` : plural(hours, 'hour');
}

/** The time now, again every `everyMs` (a countdown on screen). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
