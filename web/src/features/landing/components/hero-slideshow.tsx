import { useEffect, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useReducedMotion } from '@/features/landing/hooks/use-reduced-motion';
import { HeroPicture } from './hero-picture';

/** docs/product/settings.md: three images, 5000 ms each, 1 s fade (duration-1000 below). */
export const SLIDE_MS = 5000;
const slides = ['storage', 'parking', 'warehouse'] as const;

/** The hero slideshow: rotates unless paused or the user prefers reduced motion. */
export function HeroSlideshow() {
  const m = useMessages('landing').slideshow;
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const rotating = !reduced && !paused;

  useEffect(() => {
    if (!rotating) return;
    const t = window.setTimeout(() => setIndex((i) => (i + 1) % slides.length), SLIDE_MS);
    return () => window.clearTimeout(t);
  }, [index, rotating]);

  return (
    <section
      aria-roledescription={m.carousel}
      aria-label={m.label}
      className="relative aspect-[16/10] overflow-hidden rounded-panel bg-ink-200 shadow-raised lg:aspect-auto lg:h-full lg:min-h-[28rem]"
    >
      {slides.map((s, i) => (
        <HeroPicture
          key={s}
          name={s}
          alt={m.alt[s]}
          eager={i === 0}
          // The others are in the viewport too (stacked, transparent): lazy alone would not defer them.
          {...(i > 0 && { fetchPriority: 'low' as const })}
          sizes="(min-width: 1024px) 1200px, 100vw"
          aria-hidden={i !== index || undefined}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-1000 ease-in-out',
            i === index ? 'opacity-100' : 'opacity-0',
          )}
        />
      ))}
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-linear-to-t from-ink-900/60 to-transparent p-2 pt-10">
        <ul className="flex items-center rounded-full bg-ink-900/60 px-1">
          {slides.map((s, i) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={m.show({ n: i + 1, total: slides.length })}
                aria-current={i === index ? 'true' : undefined}
                className="group flex size-11 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white/90',
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        {!reduced && (
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? m.play : m.pause}
            className="flex size-11 items-center justify-center rounded-full bg-ink-900/60 text-white hover:bg-ink-900/80"
          >
            {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
          </button>
        )}
      </div>
    </section>
  );
}
