import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/**
 * The activity area of a dashboard while there is nothing to show: what will appear here
 * and the one thing to do first. `heading` names the section for screen readers only.
 */
export function EmptyActivity({
  heading,
  icon,
  title,
  action,
  children,
}: {
  heading: string;
  icon: Icon;
  title: string;
  action: { to: string; icon: Icon; label: string };
  children: ReactNode;
}) {
  const ActionIcon = action.icon;
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title" className="sr-only">
        {heading}
      </h2>
      <EmptyState
        icon={icon}
        title={title}
        action={
          <Link to={action.to} className={buttonClasses('primary')}>
            <ActionIcon aria-hidden="true" className="size-5" />
            {action.label}
          </Link>
        }
      >
        {children}
      </EmptyState>
    </section>
  );
}
