import { useEffect, useState } from 'react';

/**
 * How long until `dueAt` in whole days, hours and minutes (at most two of them); null once it has
 * passed. In words through useBookingWords().timeLeft ('25 minutes', '23 hours 5 minutes', '3 days').
 */
export function timeLeftParts(dueAt: string, now: number): { days?: number; hours?: number; minutes?: number } | null {
  const minutes = Math.floor((Date.parse(dueAt) - now) / 60_000);
  if (minutes < 0) return null;
  if (minutes < 60) return { minutes: Math.max(1, minutes) };
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) return { days: Math.floor(hours / 24) };
  return minutes % 60 ? { hours, minutes: minutes % 60 } : { hours };
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
