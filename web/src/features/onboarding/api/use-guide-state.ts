import { useQuery } from '@tanstack/react-query';
import { clientBookingsCountQuery } from '@/features/bookings';
import { hostListingsQuery } from '@/features/listings';
import { payoutMethodsQuery } from '@/features/wallet';
import { useAuth } from '@/lib/auth';
import type { AccountFacts, GuideDef, GuideStep } from '../guides';
import { useGuideProgress } from './use-guide-progress';

export interface StepState {
  step: GuideStep;
  /** The account shows it done, or the user marked it. */
  done: boolean;
  /** The account shows it done: marking it changes nothing. */
  shown: boolean;
  /** The user marked it done (saved in their progress). */
  marked: boolean;
}

export type GuideState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; steps: StepState[]; done: number; total: number; marked: Set<string> };

/** Each step done by the account's facts or the user's mark (pure: the hook below reads the two). */
export function guideSteps(def: GuideDef, completed: readonly string[], facts: AccountFacts): StepState[] {
  return def.steps.map((step) => {
    const marked = completed.includes(step.id);
    const shown = !!step.detect?.(facts);
    return { step, marked, shown, done: marked || shown };
  });
}

/**
 * How far the user is in a guide: the one place a guide's progress is counted (decision 0067),
 * for its page, the dashboard's card and the dashboards' next steps. A guide whose steps the
 * account can show done reads its side's facts too: the host's set-up (listings and payout
 * methods), or the client's bookings (decision 0069).
 */
export function useGuideState(def: GuideDef): GuideState {
  const { user } = useAuth();
  const progress = useGuideProgress(def.guide);
  const host = def.facts === 'host';
  const client = def.facts === 'client';
  const listings = useQuery({ ...hostListingsQuery('all', 1), enabled: host });
  const live = useQuery({ ...hostListingsQuery('active', 1), enabled: host });
  const methods = useQuery({ ...payoutMethodsQuery(), enabled: host });
  const bookings = useQuery({ ...clientBookingsCountQuery(), enabled: client });
  const reads = host ? [progress, listings, live, methods] : client ? [progress, bookings] : [progress];

  const failed = reads.find((q) => q.isError);
  if (failed) {
    return { status: 'error', error: failed.error, retry: () => reads.forEach((q) => q.isError && void q.refetch()) };
  }
  if (!user || reads.some((q) => q.isPending)) return { status: 'pending' };
  const facts: AccountFacts = {
    user,
    host: host
      ? {
          listings: listings.data?.total ?? 0,
          liveListings: live.data?.total ?? 0,
          payoutMethods: methods.data?.length ?? 0,
        }
      : undefined,
    client: client ? { bookings: bookings.data ?? 0 } : undefined,
  };
  // Only this guide's step ids count (the stored list may hold ids of a retired step).
  const steps = guideSteps(def, progress.data?.completed ?? [], facts);
  return {
    status: 'ready',
    steps,
    done: steps.filter((s) => s.done).length,
    total: steps.length,
    marked: new Set(steps.filter((s) => s.marked).map((s) => s.step.id)),
  };
}
