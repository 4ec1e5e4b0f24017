import type { BadgeTone } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';

export const statusTones: Record<string, BadgeTone> = { active: 'success', suspended: 'warning', disabled: 'danger' };
export const typeTones: Record<string, BadgeTone> = {
  client: 'info',
  host: 'brand',
  admin: 'neutral',
  moderator: 'neutral',
};

/** A user type's and status's name in the interface's language; an unknown one is itself. */
export function useUserLabels() {
  const m = useMessages('adminPeople');
  const types = m.types as Record<string, string>;
  const statuses = m.statuses as Record<string, string>;
  return {
    typeLabel: (t: string) => types[t] ?? t,
    statusLabel: (s: string) => statuses[s] ?? s,
  };
}
