import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { homePathFor } from '@espasyo/domain/roles';
import { useAuth } from '@/lib/auth';
import { buttonClasses } from './ui/button';
import { EmptyState } from './ui/empty-state';
import { PageHeader } from './ui/page-header';
import { PageTitle } from './page-title';

export interface ComingLaterPageProps {
  /** The page's real heading, e.g. 'Browse Storage'. */
  title: string;
  /** One line under the heading about what the page is for. */
  description?: string;
  /** Plainly, what will be on this page once it is built. */
  what: ReactNode;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** The most useful place to go instead; defaults to the user's dashboard. */
  action?: { label: string; to: string };
  secondaryAction?: { label: string; to: string };
}

/**
 * A route whose feature is not built yet. It says so honestly, with no invented data,
 * and offers somewhere useful to go. Each feature's route module replaces it later.
 */
export function ComingLaterPage({
  title,
  description,
  what,
  icon = Construction,
  action,
  secondaryAction,
}: ComingLaterPageProps) {
  const { role } = useAuth();
  const primary = action ?? { label: 'Back to dashboard', to: homePathFor(role) };
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <PageHeader title={title} description={description} />
      <EmptyState
        icon={icon}
        title="This page is not ready yet"
        action={
          <>
            <Link to={primary.to} className={buttonClasses('secondary')}>
              {primary.label}
            </Link>
            {secondaryAction && (
              <Link to={secondaryAction.to} className={buttonClasses('outline')}>
                {secondaryAction.label}
              </Link>
            )}
          </>
        }
      >
        <p>{what}</p>
      </EmptyState>
    </>
  );
}
