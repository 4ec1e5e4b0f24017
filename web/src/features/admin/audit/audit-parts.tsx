import { useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
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

export const When = ({ e, className }: { e: AuditEntry; className?: string }) => (
  <time dateTime={e.createdAt} className={className}>
    {formatDateTime(e.createdAt)}
  </time>
);

export const ActionBadge = ({ e }: { e: AuditEntry }) => (
  <Badge tone="neutral" className="font-mono text-xs">
    {e.action}
  </Badge>
);

/** The actor's name, a button that filters by them; 'System' for jobs. */
export function Actor({ e, onFilter, className }: { e: AuditEntry; onFilter: () => void; className: string }) {
  if (!e.actor) return <>System</>;
  return (
    <button type="button" onClick={onFilter} className={className} title="Show only this actor's actions">
      {actorName(e)}
    </button>
  );
}

export function Target({ e, onFilter }: { e: AuditEntry; onFilter: (targetId: string) => void }) {
  if (!e.targetType && !e.targetId) return <span className="text-ink-500">—</span>;
  return (
    <span className="min-w-0">
      {e.targetType && <span className="block text-ink-800">{e.targetType}</span>}
      {e.targetId && (
        <button
          type="button"
          onClick={() => onFilter(e.targetId!)}
          title="Show only actions on this target"
          aria-label={`Show only actions on ${e.targetType ?? 'target'} ${e.targetId}`}
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
  if (count === 0) return <span className="text-sm text-ink-500">No changes</span>;
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
      {open ? 'Hide' : 'Show'} {count} {count === 1 ? 'change' : 'changes'}
    </button>
  );
}
