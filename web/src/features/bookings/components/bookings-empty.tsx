import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { groupHref, type ClientGroup } from './group-tabs';

const browse = { label: 'Find a space', to: paths.client.browse.getHref() };
const upcoming = { label: 'See upcoming bookings', to: groupHref('upcoming') };

/** What each empty group means and what to do next (UI guidelines: empty states have a button). */
const empty: Record<ClientGroup, { title: string; text: string; action: { label: string; to: string } }> = {
  upcoming: {
    title: 'No upcoming bookings',
    text: 'Find a storage, parking or warehouse space, choose your dates and request or book it. Requests waiting for the host show here too.',
    action: browse,
  },
  current: {
    title: 'Nothing in use right now',
    text: 'A booking shows here from its first day to its last.',
    action: upcoming,
  },
  past: {
    title: 'No past bookings yet',
    text: 'Bookings show here once they have ended.',
    action: browse,
  },
  cancelled: {
    title: 'Nothing cancelled',
    text: 'Bookings that were cancelled or declined, and requests that expired, show here.',
    action: upcoming,
  },
};

export function BookingsEmpty({ group }: { group: ClientGroup }) {
  const e = empty[group];
  return (
    <EmptyState
      icon={CalendarCheck}
      title={e.title}
      action={
        <Link to={e.action.to} className={buttonClasses('primary', 'md')}>
          {e.action.label}
        </Link>
      }
    >
      {e.text}
    </EmptyState>
  );
}
