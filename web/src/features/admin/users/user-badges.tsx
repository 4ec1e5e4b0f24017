import { BadgeCheck } from 'lucide-react';
import { resolveRole } from '@espasyo/domain/roles';
import type { User } from '@espasyo/domain/schemas/auth';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';
import { statusTones, typeTones, useUserLabels } from './user-labels';

/** Role, status and (when earned) Verified, as in the list and the drawer; the caller lays them out. */
export function UserBadges({ user }: { user: User }) {
  const m = useMessages('adminPeople');
  const { typeLabel, statusLabel } = useUserLabels();
  const role = resolveRole(user);
  return (
    <>
      <Badge tone={typeTones[role] ?? 'neutral'}>{typeLabel(role)}</Badge>
      <Badge tone={statusTones[user.status] ?? 'neutral'}>{statusLabel(user.status)}</Badge>
      {user.verified && (
        <Badge tone="success">
          <BadgeCheck aria-hidden="true" className="mr-1 size-4" />
          {m.verified}
        </Badge>
      )}
    </>
  );
}
