import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, GripVertical, Star, Trash2 } from 'lucide-react';
import type { ListingPhoto } from '@espasyo/domain/contracts/listings';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePhotoActions } from '@/features/listings/api/use-listing-photos';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { moved } from './reorder';

type Move = 'earlier' | 'later';
const iconButton =
  'flex size-11 items-center justify-center rounded-field text-ink-700 hover:bg-ink-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The listing's photos in the order renters see them. Reorder by dragging a photo onto
 * another's place, or with the move buttons (the focus stays on the moved photo's button and
 * a live message says where it went); choose the cover; delete after a confirmation.
 */
export function PhotoGrid({ listingId, photos }: { listingId: string; photos: ListingPhoto[] }) {
  const { order, cover, remove } = usePhotoActions(listingId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ListingPhoto | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const dragFrom = useRef<number | null>(null);
  const refocus = useRef<{ id: string; move: Move } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const n = photos.length;

  const move = (from: number, to: number, by?: Move) => {
    if (to < 0 || to >= n || from === to) return;
    setError(null);
    order.mutate(moved(photos, from, to), { onError: (e) => setError(errorMessage(e)) });
    setMessage(`Photo ${from + 1} moved to position ${to + 1} of ${n}.`);
    if (by) refocus.current = { id: photos[from].id, move: by };
  };

  // After a move by keyboard the focus follows the photo (to the other button at either end).
  useEffect(() => {
    const f = refocus.current;
    if (!f) return;
    refocus.current = null;
    const at = photos.findIndex((p) => p.id === f.id);
    const by: Move =
      f.move === 'earlier' && at === 0 ? 'later' : f.move === 'later' && at === n - 1 ? 'earlier' : f.move;
    buttons.current.get(`${f.id}:${by}`)?.focus();
  }, [photos, n]);

  const makeCover = (p: ListingPhoto, i: number) => {
    setError(null);
    cover.mutate(p.id, {
      onSuccess: () => setMessage(`Photo ${i + 1} is now the cover.`),
      onError: (e) => setError(errorMessage(e)),
    });
  };

  if (n === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="text-base font-semibold text-ink-900">Your photos ({n} of 12)</h3>
      <p className="mt-1 text-sm text-ink-600">
        Renters see them in this order. Drag a photo to move it, or use its arrows. The cover shows in search results.
      </p>
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
      {error && (
        <Alert tone="danger" className="mt-3">
          {error}
        </Alert>
      )}
      <ol className="mt-4 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 xl:grid-cols-3">
        {photos.map((p, i) => (
          <li
            key={p.id}
            draggable
            onDragStart={(e) => {
              dragFrom.current = i;
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', p.id);
            }}
            onDragOver={(e) => {
              if (dragFrom.current == null) return;
              e.preventDefault();
              setOver(i);
            }}
            onDragLeave={() => setOver((o) => (o === i ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              if (dragFrom.current != null) move(dragFrom.current, i);
              dragFrom.current = null;
              setOver(null);
            }}
            onDragEnd={() => {
              dragFrom.current = null;
              setOver(null);
            }}
            className={cn(
              'flex cursor-grab items-center gap-3 rounded-card border bg-white p-2 active:cursor-grabbing min-[480px]:flex-col min-[480px]:items-stretch',
              over === i ? 'border-brand-600 ring-2 ring-brand-600' : 'border-ink-200',
            )}
          >
            <div className="relative w-28 shrink-0 min-[480px]:w-full">
              <img
                src={p.thumbUrl}
                alt={`Photo ${i + 1} of ${n}${p.isCover ? ', the cover' : ''}`}
                width={p.width}
                height={p.height}
                draggable={false}
                className="aspect-[4/3] w-full rounded-field bg-ink-100 object-cover"
              />
              {p.isCover && (
                <Badge tone="brand" className="absolute top-1.5 left-1.5 shadow-card">
                  Cover
                </Badge>
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-1">
              <span className="flex items-center gap-1 text-sm font-medium text-ink-700">
                <GripVertical aria-hidden="true" className="size-4 text-ink-400" />
                Photo {i + 1}
              </span>
              <span className="flex items-center">
                {(['earlier', 'later'] as const).map((by) => {
                  const Icon = by === 'earlier' ? ArrowLeft : ArrowRight;
                  const to = by === 'earlier' ? i - 1 : i + 1;
                  return (
                    <button
                      key={by}
                      type="button"
                      ref={(el) => void buttons.current.set(`${p.id}:${by}`, el)}
                      className={iconButton}
                      disabled={to < 0 || to >= n}
                      onClick={() => move(i, to, by)}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                      <span className="sr-only">{`Move photo ${i + 1} ${by}`}</span>
                    </button>
                  );
                })}
                <button
                  type="button"
                  className={cn(iconButton, p.isCover && 'text-accent-600')}
                  aria-pressed={p.isCover}
                  disabled={cover.isPending}
                  onClick={() => !p.isCover && makeCover(p, i)}
                >
                  <Star aria-hidden="true" className={cn('size-5', p.isCover && 'fill-current')} />
                  <span className="sr-only">
                    {p.isCover ? `Photo ${i + 1} is the cover` : `Make photo ${i + 1} the cover`}
                  </span>
                </button>
                <button
                  type="button"
                  className={cn(iconButton, 'hover:text-danger-700')}
                  onClick={() => setDeleting(p)}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                  <span className="sr-only">{`Delete photo ${i + 1}`}</span>
                </button>
              </span>
            </div>
          </li>
        ))}
      </ol>
      <DeletePhotoDialog
        photo={deleting}
        number={deleting ? photos.findIndex((p) => p.id === deleting.id) + 1 : 0}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(photo) =>
          remove.mutate(photo.id, {
            onSuccess: () => {
              setDeleting(null);
              setMessage('Photo deleted.');
            },
            onError: (e) => {
              setDeleting(null);
              setError(errorMessage(e));
            },
          })
        }
      />
    </div>
  );
}
