import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** 'Showing 21–40 of 123' with previous and next; pages are 1-based. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label = 'Pagination',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // One page needs no page controls; each list says its count above itself.
  if (pages <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-600" aria-live="polite">
        Showing {from.toLocaleString('en-PH')}–{to.toLocaleString('en-PH')} of {total.toLocaleString('en-PH')}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          icon={<ChevronLeft aria-hidden="true" className="size-4" />}
        >
          Previous
        </Button>
        <span className="px-2 text-sm text-ink-700">
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          <span className="flex items-center gap-2">
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </span>
        </Button>
      </div>
    </nav>
  );
}
