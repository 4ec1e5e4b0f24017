import type { AdminVerification } from '@espasyo/domain/contracts/verification';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { RequestStatusBadge } from './request-status-badge';

/** The requests of one queue page; the open one is marked current. */
export function QueueList({
  items,
  selectedId,
  onOpen,
}: {
  items: AdminVerification[];
  selectedId: string | null;
  onOpen: (id: string) => void;
}) {
  const m = useMessages('adminPeople').verification;
  const f = useFormat();
  return (
    <ul className="space-y-2">
      {items.map((r) => (
        <li key={r.id}>
          <button
            type="button"
            onClick={() => onOpen(r.id)}
            aria-current={r.id === selectedId ? 'true' : undefined}
            className={cn(
              'w-full rounded-card border bg-white p-4 text-left shadow-card transition-colors hover:border-brand-500',
              r.id === selectedId ? 'border-brand-600 ring-2 ring-brand-500/25' : 'border-ink-200',
            )}
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-semibold break-words text-ink-900">{r.user.name || r.user.email}</span>
                <span className="block text-sm break-all text-ink-600">{r.user.email}</span>
              </span>
              <RequestStatusBadge status={r.status} />
            </span>
            <span className="mt-2 block text-sm text-ink-700">{r.idTypeLabel}</span>
            <span className="block text-sm text-ink-600">{m.submittedOn({ when: f.dateTime(r.submittedAt) })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
