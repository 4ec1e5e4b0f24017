import { Link } from 'react-router';
import { Warehouse } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The wordmark; it is the link home, so its accessible name is the product name. */
export function Logo({ to = '/', className, tone = 'dark' }: { to?: string; className?: string; tone?: 'dark' | 'light' }) {
  return (
    <Link to={to} className={cn('inline-flex min-h-11 items-center gap-2 rounded-field font-bold tracking-tight', className)}>
      <span className="flex size-9 items-center justify-center rounded-field bg-brand-600 text-white">
        <Warehouse aria-hidden="true" className="size-5" />
      </span>
      <span className={cn('text-lg', tone === 'dark' ? 'text-ink-900' : 'text-white')}>Espasyo</span>
    </Link>
  );
}
