import { BadgeCheck, Clock, CircleAlert, CircleDashed } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

export type CheckState = 'done' | 'pending' | 'rejected' | 'missing';

const look = {
  done: { tone: 'success', icon: BadgeCheck, label: 'Verified' },
  pending: { tone: 'warning', icon: Clock, label: 'In review' },
  rejected: { tone: 'danger', icon: CircleAlert, label: 'Not approved' },
  missing: { tone: 'neutral', icon: CircleDashed, label: 'Not verified' },
} as const;

/** One look per verification state, the same on the dashboard and the profile. */
export function VerifiedBadge({ state, label }: { state: CheckState; label?: string }) {
  const { tone, icon: Icon, label: fallback } = look[state];
  return (
    <Badge tone={tone} className="gap-1">
      <Icon aria-hidden="true" className="size-4" />
      {label ?? fallback}
    </Badge>
  );
}
