import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

export type Tone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<Tone, { box: string; icon: typeof Info }> = {
  info: { box: 'border-info-600/30 bg-info-50 text-info-700', icon: Info },
  success: { box: 'border-success-600/30 bg-success-50 text-success-700', icon: CircleCheck },
  warning: { box: 'border-warning-600/30 bg-warning-50 text-warning-700', icon: TriangleAlert },
  danger: { box: 'border-danger-600/30 bg-danger-50 text-danger-700', icon: CircleAlert },
};

/**
 * A message in the page. Danger alerts use role="alert" so a server error that appears
 * after submitting is read out without moving focus.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-field border p-4 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-ink-800">{children}</div>}
      </div>
    </div>
  );
}
