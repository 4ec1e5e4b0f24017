import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PageTitle } from '@/components/page-title';
import { FieldWords } from '@/components/ui/field';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';

/** The messages the auth pages show in their language: the schemas' and the server's. */
const known = ['validation', 'authPages'] as const;

/** The card every auth page sits in: one heading, one short line, the form, then links. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  wide = false,
  badge,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  badge?: ReactNode;
}) {
  const words = useMessages('auth').fields;
  return (
    <div className={cn('w-full', wide ? 'max-w-xl' : 'max-w-md')}>
      {/* A line of text is also the page's meta description (the public pages are rendered on the server). */}
      <PageTitle description={typeof description === 'string' ? description : undefined}>{title}</PageTitle>
      <div className="rounded-panel border border-ink-200 bg-white p-6 shadow-raised sm:p-8">
        {badge}
        <h1 className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">{title}</h1>
        {description && <p className="mt-2 text-base text-ink-600">{description}</p>}
        <div className="mt-6">
          <FieldWords value={words}>
            <MessageNamespaces value={known}>{children}</MessageNamespaces>
          </FieldWords>
        </div>
      </div>
      {footer && <div className="mt-6 text-center text-base text-ink-700">{footer}</div>}
    </div>
  );
}

export const textLink = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
