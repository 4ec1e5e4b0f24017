import { useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { actorName } from './audit-entry';
import type { AuditEntry } from './api';

/** What the table and the phone cards need besides the entries. */
export interface EntryListProps {
  entries: AuditEntry[];
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
  byActor: (e: AuditEntry) => void;
  byTarget: (targetId: string) => void;
}

/** Which entries show their changes. */
export function useOpenSet() {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  return { isOpen: (id: string) => open.has(id), toggle };
}

export function When({ e, className }: { e: AuditEntry; className?: string }) {
  const { dateTime } = useFormat();
  return (
    <time dateTime={e.createdAt} className={className}>
      {dateTime(e.createdAt)}
    </time>
  );
}

export const ActionBadge = ({ e }: { e: AuditEntry }) => (
  <Badge tone="neutral" className="font-mono text-xs">
    {e.action}
  </Badge>
);

/** The actor's name, a button that filters by them; 'System' for jobs. */
export function Actor({ e, onFilter, className }: { e: AuditEntry; onFilter: () => void; className: string }) {
  const m = useMessages('adminCore').audit;
  if (!e.actor) return <>{m.system}</>;
  return (
    <button type="button" onClick={onFilter} className={className} title={m.onlyActor}>
      {actorName(e, m)}
    </button>
  );
}

export function Target({ e, onFilter }: { e: AuditEntry; onFilter: (targetId: string) => void }) {
  const m = useMessages('adminCore').audit;
  if (!e.targetType && !e.targetId) return <span className="text-ink-500">—</span>;
  return (
    <span className="min-w-0">
      {e.targetType && <span className="block text-ink-800">{e.targetType}</span>}
      {e.targetId && (
        <button
          type="button"
          onClick={() => onFilter(e.targetId!)}
          title={m.onlyTarget}
          aria-label={m.onlyTargetLabel({ type: e.targetType ?? m.target, id: e.targetId })}
          className="block text-left font-mono text-xs break-all text-brand-700 hover:underline"
        >
          {e.targetId}
        </button>
      )}
    </span>
  );
}

export function ChangesToggle({
  open,
  count,
  onToggle,
  controls,
}: {
  open: boolean;
  count: number;
  onToggle: () => void;
  controls: string;
}) {
  const m = useMessages('adminCore').audit;
  if (count === 0) return <span className="text-sm text-ink-500">{m.noChanges}</span>;
  const Icon = open ? ChevronDown : ChevronRight;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      className="inline-flex min-h-11 items-center gap-1 rounded-field px-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
    >
      <Icon aria-hidden="true" className="size-4" />
      {(open ? m.hideChanges : m.showChanges)({ count })}
    </button>
  );
}
