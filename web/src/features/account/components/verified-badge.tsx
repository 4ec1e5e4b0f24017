import { BadgeCheck, Clock, CircleAlert, CircleDashed } from 'lucide-react';
import type { MyVerification } from '@espasyo/domain/contracts/verification';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';

export type CheckState = 'done' | 'pending' | 'rejected' | 'missing';

/**
 * The government-ID check, the same on the dashboard and the profile: done once the account
 * is ID-verified, otherwise in review or not approved as the latest submission is, else missing.
 */
export function idCheckState(idVerified: boolean, latest: MyVerification | undefined): CheckState {
  if (idVerified) return 'done';
  if (latest?.status === 'pending') return 'pending';
  if (latest?.status === 'rejected') return 'rejected';
  return 'missing';
}

/**
 * A host's background check (security.backgroundCheckRequired): done once staff recorded it; with
 * the ID approved it is with our team; before that it waits for the ID.
 */
export function backgroundCheckState(done: boolean, idVerified: boolean): Exclude<CheckState, 'rejected'> {
  if (done) return 'done';
  return idVerified ? 'pending' : 'missing';
}

const look = {
  done: { tone: 'success', icon: BadgeCheck },
  pending: { tone: 'warning', icon: Clock },
  rejected: { tone: 'danger', icon: CircleAlert },
  missing: { tone: 'neutral', icon: CircleDashed },
} as const;

/** One look per verification state, the same on the dashboard and the profile. */
export function VerifiedBadge({ state, label }: { state: CheckState; label?: string }) {
  const fallback = useMessages('account').verification.badge[state];
  const { tone, icon: Icon } = look[state];
  return (
    <Badge tone={tone} className="gap-1">
      <Icon aria-hidden="true" className="size-4" />
      {label ?? fallback}
    </Badge>
  );
}
