import type { BadgeTone } from '@/components/ui/badge';

export const typeLabels: Record<string, string> = {
  client: 'Client',
  host: 'Host',
  admin: 'Admin',
  moderator: 'Moderator',
};
export const statusLabels: Record<string, string> = { active: 'Active', suspended: 'Suspended', disabled: 'Disabled' };
export const statusTones: Record<string, BadgeTone> = { active: 'success', suspended: 'warning', disabled: 'danger' };
export const typeTones: Record<string, BadgeTone> = {
  client: 'info',
  host: 'brand',
  admin: 'neutral',
  moderator: 'neutral',
};

export const typeLabel = (t: string) => typeLabels[t] ?? t;
export const statusLabel = (s: string) => statusLabels[s] ?? s;
