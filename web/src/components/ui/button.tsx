import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700 shadow-card',
  secondary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-card',
  outline: 'border border-ink-300 bg-white text-ink-800 hover:bg-ink-50 hover:border-ink-400',
  ghost: 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
  danger: 'bg-danger-600 text-white hover:bg-danger-700 shadow-card',
};

// Every size keeps a 44 px touch target (WCAG 2.5.5); smaller sizes only tighten padding and type.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

/** Button look for anything clickable, links included, so a link to an action looks like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', full = false): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-field font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    full && 'w-full',
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  full?: boolean;
  /** While true the button is disabled and shows `loadingText` (e.g. 'Signing In...'). */
  loading?: boolean;
  loadingText?: ReactNode;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  full,
  loading = false,
  loadingText,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClasses(variant, size, full), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon}
      <span>{loading && loadingText ? loadingText : children}</span>
    </button>
  );
}
