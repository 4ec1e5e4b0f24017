import { Link } from 'react-router';
import { Warehouse } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePlatform } from '@/lib/public-settings';
import { paths } from '@espasyo/domain/paths';

/** The wordmark (general.platformName); it is the link home, so its accessible name is the platform's name. */
export function Logo({
  to = paths.home.getHref(),
  className,
  tone = 'dark',
}: {
  to?: string;
  className?: string;
  tone?: 'dark' | 'light';
}) {
  const { name } = usePlatform();
  return (
    <Link
      to={to}
      className={cn('inline-flex min-h-11 items-center gap-2 rounded-field font-bold tracking-tight', className)}
    >
      <span className="flex size-9 items-center justify-center rounded-field bg-brand-600 text-white">
        <Warehouse aria-hidden="true" className="size-5" />
      </span>
      <span className={cn('min-w-0 truncate text-lg', tone === 'dark' ? 'text-ink-900' : 'text-white')}>{name}</span>
    </Link>
  );
}
