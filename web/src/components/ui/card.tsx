import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6', className)} {...rest} />
  );
}
