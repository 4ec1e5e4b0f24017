import { LifeBuoy } from 'lucide-react';
import { cn } from '@/lib/cn';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** A person's photo, or their initials on the brand tint; support gets its lifebuoy. */
export function Avatar({
  name,
  url,
  support,
  className,
}: {
  name: string;
  url: string | null;
  support?: boolean;
  className?: string;
}) {
  const box = cn('flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-full', className);
  if (support)
    return (
      <span className={cn(box, 'bg-brand-600 text-white')} aria-hidden="true">
        <LifeBuoy className="size-5" />
      </span>
    );
  if (url) return <img src={url} alt="" width={44} height={44} className={cn(box, 'object-cover')} />;
  return (
    <span className={cn(box, 'bg-brand-50 text-sm font-semibold text-brand-800')} aria-hidden="true">
      {initials(name) || '?'}
    </span>
  );
}
