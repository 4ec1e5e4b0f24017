import type { User } from '@espasyo/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { UserBadges } from './user-badges';

interface ListProps {
  items: User[];
  onOpen: (id: string) => void;
}

const Badges = ({ user }: { user: User }) => (
  <span className="flex flex-wrap gap-1.5">
    <UserBadges user={user} />
  </span>
);

/** Laptop: a table with a Manage button per account. */
export function UsersTable({ items, onOpen }: ListProps) {
  const m = useMessages('adminPeople');
  const c = m.users.columns;
  const f = useFormat();
  const columns = [c.name, c.phone, c.typeAndStatus, c.joined];
  return (
    <div className="hidden relative overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{c.caption}</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-3 font-semibold">
                {c}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">{c.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {items.map((u) => (
            <tr key={u.id} className="hover:bg-ink-50">
              <td className="px-4 py-3">
                <span className="block font-medium wrap-anywhere text-ink-900">{u.name || m.noName}</span>
                <span className="block wrap-anywhere text-ink-600">{u.email}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-700">{u.phone || '—'}</td>
              <td className="px-4 py-3">
                <Badges user={u} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-700">{f.date(u.createdAt)}</td>
              <td className="px-4 py-2 text-right">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onOpen(u.id)}
                  aria-label={m.users.manageLabel({ name: u.name || u.email })}
                >
                  {m.users.manage}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phone: one card per account, the whole card opens it. */
export function UsersCards({ items, onOpen }: ListProps) {
  const m = useMessages('adminPeople');
  const f = useFormat();
  return (
    <ul className="space-y-3 md:hidden">
      {items.map((u) => (
        <li key={u.id}>
          <button
            type="button"
            onClick={() => onOpen(u.id)}
            className="w-full rounded-card border border-ink-200 bg-white p-4 text-left shadow-card hover:border-brand-500"
          >
            <span className="block font-semibold wrap-anywhere text-ink-900">{u.name || m.noName}</span>
            <span className="block text-sm wrap-anywhere text-ink-600">{u.email}</span>
            {u.phone && <span className="block text-sm text-ink-600">{u.phone}</span>}
            <span className="mt-2 block">
              <Badges user={u} />
            </span>
            <span className="mt-2 block text-sm text-ink-600">{m.users.joinedOn({ date: f.date(u.createdAt) })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
