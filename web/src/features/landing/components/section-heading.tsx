import { cn } from '@/lib/cn';

/** A section's h2 (the page has one h1, in the hero) with an optional short intro. */
export function SectionHeading({
  id,
  title,
  intro,
  center = false,
}: {
  id: string;
  title: string;
  intro?: string;
  center?: boolean;
}) {
  return (
    <div className={cn('max-w-2xl', center && 'mx-auto text-center')}>
      <h2 id={id} className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
        {title}
      </h2>
      {intro && <p className="mt-2 text-base text-ink-600 sm:text-lg">{intro}</p>}
    </div>
  );
}

/** Shared section frame: anchor id, heading link for screen readers, room for the sticky bar. */
export const sectionClass = 'scroll-mt-20 px-4 py-14 sm:px-6 lg:py-20';
export const innerClass = 'mx-auto max-w-7xl';
