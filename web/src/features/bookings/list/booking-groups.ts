import type { BookingGroup } from '@espasyo/domain/contracts/bookings';
import { href, paths } from '@espasyo/domain/paths';

/** The two sides of a booking, each with its own list and pages of it. */
export type Party = 'client' | 'host';

export interface Group {
  value: BookingGroup;
  label: string;
  /** What the group empty means and what to do next (UI guidelines: empty states have a button). */
  empty: { title: string; text: string; action: { label: string; to: string } };
}

const lists = { client: paths.client.bookings, host: paths.host.bookings };
/** The group each list opens on, left out of its address. */
const firstGroup = { client: 'upcoming', host: 'requests' } as const;

export const groupHref = (viewer: Party, group: BookingGroup) =>
  href(lists[viewer].getHref(), { group: group === firstGroup[viewer] ? undefined : group });

const findSpace = { label: 'Find a space', to: paths.client.browse.getHref() };
const myListings = { label: 'See my listings', to: paths.host.listings.getHref() };
const upcoming = (viewer: Party) => ({ label: 'See upcoming bookings', to: groupHref(viewer, 'upcoming') });

/**
 * Each side's groups, in the order they look for them (the server's groups of the same names):
 * the client's upcoming ones first (requests waiting for the host among them); the host's
 * requests first, as they wait on the host.
 */
export const bookingGroups: Record<Party, Group[]> = {
  client: [
    {
      value: 'upcoming',
      label: 'Upcoming',
      empty: {
        title: 'No upcoming bookings',
        text: 'Find a storage, parking or warehouse space, choose your dates and request or book it. Requests waiting for the host show here too.',
        action: findSpace,
      },
    },
    {
      value: 'current',
      label: 'Current',
      empty: {
        title: 'Nothing in use right now',
        text: 'A booking shows here from its first day to its last.',
        action: upcoming('client'),
      },
    },
    {
      value: 'past',
      label: 'Past',
      empty: { title: 'No past bookings yet', text: 'Bookings show here once they have ended.', action: findSpace },
    },
    {
      value: 'cancelled',
      label: 'Cancelled',
      empty: {
        title: 'Nothing cancelled',
        text: 'Bookings that were cancelled or declined, and requests that expired, show here.',
        action: upcoming('client'),
      },
    },
  ],
  host: [
    {
      value: 'requests',
      label: 'Requests',
      empty: {
        title: 'No requests waiting',
        text: 'When a renter asks to book one of your spaces, the request shows here for you to accept or decline within 24 hours.',
        action: myListings,
      },
    },
    {
      value: 'upcoming',
      label: 'Upcoming',
      empty: {
        title: 'No upcoming bookings',
        text: 'Accepted requests and paid bookings that have not started yet show here. Live listings with good photos get booked sooner.',
        action: myListings,
      },
    },
    {
      value: 'current',
      label: 'Current',
      empty: {
        title: 'No one is using your spaces right now',
        text: 'A booking shows here from its first day to its last.',
        action: upcoming('host'),
      },
    },
    {
      value: 'past',
      label: 'Past',
      empty: {
        title: 'No past bookings yet',
        text: 'Bookings show here once they have ended.',
        action: upcoming('host'),
      },
    },
    {
      value: 'cancelled',
      label: 'Cancelled',
      empty: {
        title: 'Nothing cancelled',
        text: 'Bookings that were cancelled, requests you declined and those that expired show here.',
        action: upcoming('host'),
      },
    },
  ],
};

/** The group named in the address (`?group=…`), or the list's first. */
export const groupOf = (viewer: Party, value: string | null): Group =>
  bookingGroups[viewer].find((g) => g.value === value) ?? bookingGroups[viewer][0];
