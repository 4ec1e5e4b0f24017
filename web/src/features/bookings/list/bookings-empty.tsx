import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useMessages } from '@/lib/i18n';
import type { Group, Party } from './booking-groups';

/** An empty group of a list of bookings: what it means and what to do next. */
export function BookingsEmpty({ viewer, group }: { viewer: Party; group: Group }) {
  const m = useMessages('booking').list;
  const empty = (m.empty[viewer] as Record<string, { title: string; text: string }>)[group.value];
  return (
    <EmptyState
      icon={CalendarCheck}
      title={empty.title}
      action={
        <Link to={group.action.to} className={buttonClasses('primary', 'md')}>
          {m[group.action.label]}
        </Link>
      }
    >
      {empty.text}
    </EmptyState>
  );
}
