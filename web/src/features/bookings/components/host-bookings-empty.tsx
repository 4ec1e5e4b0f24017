import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { hostGroupHref, type HostGroup } from './host-group-tabs';

const listings = { label: 'See my listings', to: paths.host.listings.getHref() };
const upcoming = { label: 'See upcoming bookings', to: hostGroupHref('upcoming') };

/** What each empty group of the host's means and what to do next (UI guidelines: empty states have a button). */
const empty: Record<HostGroup, { title: string; text: string; action: { label: string; to: string } }> = {
  requests: {
    title: 'No requests waiting',
    text: 'When a renter asks to book one of your spaces, the request shows here for you to accept or decline within 24 hours.',
    action: listings,
  },
  upcoming: {
    title: 'No upcoming bookings',
    text: 'Accepted requests and paid bookings that have not started yet show here. Live listings with good photos get booked sooner.',
    action: listings,
  },
  current: {
    title: 'No one is using your spaces right now',
    text: 'A booking shows here from its first day to its last.',
    action: upcoming,
  },
  past: {
    title: 'No past bookings yet',
    text: 'Bookings show here once they have ended.',
    action: upcoming,
  },
  cancelled: {
    title: 'Nothing cancelled',
    text: 'Bookings that were cancelled, requests you declined and those that expired show here.',
    action: upcoming,
  },
};

export function HostBookingsEmpty({ group }: { group: HostGroup }) {
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
