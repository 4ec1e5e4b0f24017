import type { ListingBlock } from '@espasyo/domain/contracts/listings';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useErrorMessage } from '@/lib/error-message';
import { monthLabel } from '@/lib/calendar';
import { useLanguage, useMessages } from '@/lib/i18n';
import { useRemoveBlock } from '@/features/listings/api/use-availability';
import { useRangeText } from './use-block-form';

/** The blocks that touch the month shown, each with its dates, units and note, and 'Unblock'. */
export function BlockList({
  listingId,
  month,
  blocks,
  capacity,
  readOnly,
}: {
  listingId: string;
  month: string;
  blocks: ListingBlock[];
  capacity: number;
  readOnly: boolean;
}) {
  const remove = useRemoveBlock(listingId);
  const toast = useToast();
  const m = useMessages('hostListings').block;
  const errorMessage = useErrorMessage();
  const rangeText = useRangeText();
  const lang = useLanguage();

  function unblock(block: ListingBlock) {
    remove.mutate(block, {
      onSuccess: () => toast.success(m.unblocked({ range: rangeText(block.startDate, block.endDate) })),
      onError: (e) => toast.error(errorMessage(e)),
    });
  }

  if (blocks.length === 0)
    return <p className="text-base text-ink-600">{m.noBlocks({ month: monthLabel(month, lang) })}</p>;
  return (
    <ul className="divide-y divide-ink-200">
      {blocks.map((block) => {
        const when = rangeText(block.startDate, block.endDate);
        return (
          <li key={block.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p className="font-semibold text-ink-900">{when}</p>
              <p className="text-sm text-ink-600">
                {capacity === 1 ? m.wholeSpace : m.unitsOf({ units: block.units, capacity })}
              </p>
              {block.note && <p className="mt-1 text-sm wrap-anywhere text-ink-800">{block.note}</p>}
            </div>
            {!readOnly && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => unblock(block)}
                loading={remove.isPending && remove.variables?.id === block.id}
                loadingText={m.unblocking}
                aria-label={m.unblockLabel({ range: when })}
              >
                {m.unblock}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
