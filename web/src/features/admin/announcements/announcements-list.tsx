import type { AdminAnnouncement } from '@espasyo/domain/contracts/announcements';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { Actions, Byline, Ends, StateBadge, type OnAction } from './announcement-parts';

interface ListProps {
  items: AdminAnnouncement[];
  onAction: OnAction;
}

const Text = ({ item }: { item: AdminAnnouncement }) => (
  <>
    <span className="block font-medium wrap-anywhere text-ink-900">{item.title}</span>
    <span className="line-clamp-2 wrap-anywhere text-ink-600">{item.body}</span>
  </>
);

/** Laptop: a table of every announcement. */
export function AnnouncementsTable({ items, onAction }: ListProps) {
  const m = useMessages('adminContent').announcements;
  const c = m.columns;
  const { number } = useFormat();
  const head = [c.title, c.audience, c.state, c.ends, c.dismissed];
  return (
    <div className="hidden relative overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{m.title}</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">{c.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {items.map((item) => (
            <tr key={item.id} className="align-top hover:bg-ink-50">
              <td className="max-w-md min-w-64 px-4 py-3">
                <Text item={item} />
                <Byline item={item} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-900">{m.audiences[item.audience]}</td>
              <td className="px-4 py-3">
                <StateBadge item={item} />
              </td>
              <td className="min-w-44 px-4 py-3">
                <Ends item={item} />
              </td>
              <td className="px-4 py-3 text-ink-700 tabular-nums">{number(item.dismissals)}</td>
              <td className="px-4 py-2 text-right">
                <Actions item={item} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phone: one card per announcement. */
export function AnnouncementsCards({ items, onAction }: ListProps) {
  const m = useMessages('adminContent').announcements;
  const { number } = useFormat();
  return (
    <ul className="space-y-3 md:hidden">
      {items.map((item) => (
        <li key={item.id} className="rounded-card border border-ink-200 bg-white p-4 text-sm shadow-card">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Text item={item} />
            </div>
            <StateBadge item={item} />
          </div>
          <p className="mt-2 text-ink-900">
            {m.audiences[item.audience]} · {m.dismissedBy({ count: number(item.dismissals) })}
          </p>
          <div className="mt-1">
            <Ends item={item} />
            <Byline item={item} />
          </div>
          <div className="mt-3">
            <Actions item={item} onAction={onAction} />
          </div>
        </li>
      ))}
    </ul>
  );
}
