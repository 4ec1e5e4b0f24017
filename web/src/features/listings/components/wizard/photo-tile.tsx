import type { DragEvent } from 'react';
import { ArrowLeft, ArrowRight, GripVertical, Star, Trash2 } from 'lucide-react';
import type { ListingPhoto } from '@espasyo/domain/contracts/listings';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

export type Move = 'earlier' | 'later';

const iconButton =
  'flex size-11 items-center justify-center rounded-field hover:bg-ink-100 disabled:cursor-not-allowed disabled:opacity-40';
const plain = 'text-ink-700 hover:text-ink-900';

export interface DragProps {
  onDragStart: (e: DragEvent) => void;
  onDragOver: (e: DragEvent) => void;
  onDragLeave: () => void;
  onDrop: (e: DragEvent) => void;
  onDragEnd: () => void;
}

/**
 * One photo of the grid: draggable onto another's place, with buttons to move it earlier or
 * later, make it the cover and delete it. `buttonRef` lets the grid put the focus back on a
 * move button after the photo moved.
 */
export function PhotoTile({
  photo,
  index,
  count,
  dropTarget,
  drag,
  coverPending,
  buttonRef,
  onMove,
  onCover,
  onDelete,
}: {
  photo: ListingPhoto;
  index: number;
  count: number;
  dropTarget: boolean;
  drag: DragProps;
  coverPending: boolean;
  buttonRef: (by: Move, el: HTMLButtonElement | null) => void;
  onMove: (by: Move) => void;
  onCover: () => void;
  onDelete: () => void;
}) {
  const m = useMessages('listingWizard').photos;
  const n = index + 1;
  return (
    <li
      draggable
      {...drag}
      className={cn(
        'flex cursor-grab items-center gap-3 rounded-card border bg-white p-2 active:cursor-grabbing min-[480px]:flex-col min-[480px]:items-stretch',
        dropTarget ? 'border-brand-600 ring-2 ring-brand-600' : 'border-ink-200',
      )}
    >
      <div className="relative w-28 shrink-0 min-[480px]:w-full">
        <img
          src={photo.thumbUrl}
          alt={photo.isCover ? m.altCover({ n, count }) : m.alt({ n, count })}
          width={photo.width}
          height={photo.height}
          draggable={false}
          className="aspect-[4/3] w-full rounded-field bg-ink-100 object-cover"
        />
        {photo.isCover && (
          <Badge tone="brand" className="absolute top-1.5 left-1.5 shadow-card">
            {m.cover}
          </Badge>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-1">
        <span className="flex items-center gap-1 text-sm font-medium text-ink-700">
          <GripVertical aria-hidden="true" className="size-4 text-ink-400" />
          {m.photo({ n })}
        </span>
        <span className="flex items-center">
          {(['earlier', 'later'] as const).map((by) => {
            const Icon = by === 'earlier' ? ArrowLeft : ArrowRight;
            const to = by === 'earlier' ? index - 1 : index + 1;
            return (
              <button
                key={by}
                type="button"
                ref={(el) => buttonRef(by, el)}
                className={cn(iconButton, plain)}
                disabled={to < 0 || to >= count}
                onClick={() => onMove(by)}
              >
                <Icon aria-hidden="true" className="size-5" />
                <span className="sr-only">{by === 'earlier' ? m.moveEarlier({ n }) : m.moveLater({ n })}</span>
              </button>
            );
          })}
          <button
            type="button"
            className={cn(iconButton, photo.isCover ? 'text-accent-600' : plain)}
            aria-pressed={photo.isCover}
            disabled={coverPending}
            onClick={() => !photo.isCover && onCover()}
          >
            <Star aria-hidden="true" className={cn('size-5', photo.isCover && 'fill-current')} />
            <span className="sr-only">{photo.isCover ? m.isCover({ n }) : m.makeCover({ n })}</span>
          </button>
          <button type="button" className={cn(iconButton, 'text-ink-700 hover:text-danger-700')} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-5" />
            <span className="sr-only">{m.delete({ n })}</span>
          </button>
        </span>
      </div>
    </li>
  );
}
