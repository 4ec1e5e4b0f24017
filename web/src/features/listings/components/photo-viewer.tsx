import { useEffect, useId, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { ListingPhoto } from '@espasyo/domain/contracts/listings';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/lib/i18n';

const arrow =
  'absolute top-1/2 z-10 hidden size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-raised hover:bg-white disabled:opacity-40 sm:flex';

/**
 * Every photo of a listing, full screen (loaded when one is first opened): swiped on a phone
 * (scroll snapping), the arrow buttons or keys on a wider one, Escape or Close to leave; the
 * focus then goes back to what opened it (the native modal dialog).
 */
export default function PhotoViewer({
  title,
  photos,
  alt,
  start,
  onClose,
}: {
  title: string;
  photos: ListingPhoto[];
  alt: (index: number) => string;
  start: number;
  onClose: () => void;
}) {
  const m = useMessages('listing').viewer;
  const titleId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(start);
  const n = photos.length;

  // Opens at the photo chosen, without a scroll to it.
  useEffect(() => {
    const el = track.current;
    if (el) el.scrollLeft = start * el.clientWidth;
  }, [start]);

  // The photo a button or key is scrolling to: the positions the scroll passes on its way do not count.
  const heading = useRef<number | null>(null);

  function go(to: number) {
    const next = Math.min(Math.max(to, 0), n - 1);
    setIndex(next);
    const el = track.current;
    if (!el || Math.abs(el.scrollLeft - next * el.clientWidth) < 1) return; // there already
    heading.current = next;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo?.({ left: next * el.clientWidth, behavior: still ? 'auto' : 'smooth' });
  }
  const latest = useRef({ index, go });
  latest.current = { index, go };

  // The arrow keys wherever the focus is (an arrow button that just became disabled lets it go).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
      if (!step) return;
      e.preventDefault();
      latest.current.go(latest.current.index + step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Modal open onClose={onClose} labelledBy={titleId} className="m-0 h-dvh max-h-none w-screen max-w-none">
      <div className="flex size-full flex-col bg-ink-900 text-white">
        <div className="flex items-center gap-3 px-4 py-2">
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold">
            {m.title({ title })}
          </h2>
          <p aria-live="polite" className="text-sm tabular-nums">
            {m.counter({ index: index + 1, count: n })}
          </p>
          <button
            type="button"
            onClick={onClose}
            aria-label={m.close}
            className="flex size-11 items-center justify-center rounded-field hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <div className="relative min-h-0 flex-1">
          <ul
            ref={track}
            // Focusable, so that a keyboard can scroll it too (the arrow keys move a photo at a time).
            tabIndex={0}
            aria-label={m.title({ title })}
            onScroll={(e) => {
              const el = e.currentTarget;
              if (!el.clientWidth) return;
              const at = el.scrollLeft / el.clientWidth;
              if (heading.current === null) setIndex(Math.round(at));
              else if (Math.abs(at - heading.current) < 0.01) heading.current = null; // arrived
            }}
            className="flex size-full snap-x snap-mandatory overflow-x-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white"
          >
            {photos.map((photo, i) => (
              <li
                key={photo.id}
                className="flex size-full shrink-0 snap-center items-center justify-center p-2 sm:px-20"
              >
                <img
                  src={photo.url}
                  width={photo.width}
                  height={photo.height}
                  alt={alt(i)}
                  // The one on screen and its neighbours at once; the others when swiped near.
                  loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
                  className="max-h-full max-w-full object-contain"
                />
              </li>
            ))}
          </ul>
          {n > 1 && (
            <>
              <button
                type="button"
                onClick={() => go(index - 1)}
                disabled={index === 0}
                aria-label={m.previous}
                className={`${arrow} left-4`}
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => go(index + 1)}
                disabled={index === n - 1}
                aria-label={m.next}
                className={`${arrow} right-4`}
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
