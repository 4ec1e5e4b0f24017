import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { Group } from './booking-groups';

/** An empty group of a list of bookings: what it means and what to do next. */
export function BookingsEmpty({ group: { empty } }: { group: Group }) {
  return (
    <EmptyState
      icon={CalendarCheck}
      title={empty.title}
      action={
        <Link to={empty.action.to} className={buttonClasses('primary', 'md')}>
          {empty.action.label}
        </Link>
      }
    >
      {empty.text}
    </EmptyState>
  );
}
