import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

export function Spinner({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const px = { sm: 'size-4', md: 'size-6', lg: 'size-10' }[size];
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', px, className)} />;
}

/** The spec's whole-page 'Loading...' spinner (docs/product/routes.md), announced to screen readers. */
export function PageLoader({ label }: { label?: string }) {
  const m = useMessages('frame');
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-8 text-ink-600"
    >
      <Spinner size="lg" className="text-brand-600" />
      <p className="text-base font-medium">{label ?? m.loading}</p>
    </div>
  );
}
