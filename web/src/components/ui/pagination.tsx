import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useFormat } from '@/lib/use-format';
import { Button } from './button';
import { WithUiWords } from './ui-word';

/**
 * 'Showing 21–40 of 123' with previous and next; pages are 1-based. `label` names the pages
 * (the list's own words), else 'Pagination'. Its words are `ui`'s, fetched with the first list
 * long enough to have pages (the signed-in areas' lists).
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const f = useFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // One page needs no page controls; each list says its count above itself.
  if (pages <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <WithUiWords>
      {({ pages: m }) => (
        <nav aria-label={label ?? m.label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-600" aria-live="polite">
            {m.showing({ from: f.number(from), to: f.number(to), total: f.number(total) })}
          </p>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => onPage(page - 1)}
              disabled={page <= 1}
              icon={<ChevronLeft aria-hidden="true" className="size-4" />}
            >
              {m.previous}
            </Button>
            <span className="px-2 text-sm text-ink-700">{m.pageOf({ page: String(page), pages: String(pages) })}</span>
            <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
              <span className="flex items-center gap-2">
                {m.next}
                <ChevronRight aria-hidden="true" className="size-4" />
              </span>
            </Button>
          </div>
        </nav>
      )}
    </WithUiWords>
  );
}
