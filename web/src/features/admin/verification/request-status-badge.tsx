import type { AdminVerification } from '@espasyo/domain/contracts/verification';
import { Badge, statusTone } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';

/** A verification request's status in its colour and the interface's language. */
export function RequestStatusBadge({ status }: { status: AdminVerification['status'] }) {
  const statuses = useMessages('adminPeople').verification.statuses as Record<string, string>;
  return <Badge tone={statusTone[status] ?? 'neutral'}>{statuses[status] ?? status}</Badge>;
}
