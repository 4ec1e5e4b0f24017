import type { BookingGroup } from '@espasyo/domain/contracts/bookings';
import { href, paths } from '@espasyo/domain/paths';

/** The two sides of a booking, each with its own list and pages of it. */
export type Party = 'client' | 'host';

/** The groups the lists show (the server has more, for staff). */
export type ListGroup = Extract<BookingGroup, 'requests' | 'upcoming' | 'current' | 'past' | 'cancelled'>;

export interface Group {
  value: ListGroup;
  /** What to do next when the group is empty (UI guidelines: empty states have a button); its words are the catalogue's (list.empty). */
  action: { label: 'findSpace' | 'myListings' | 'seeUpcoming'; to: string };
}

const lists = { client: paths.client.bookings, host: paths.host.bookings };
/** The group each list opens on, left out of its address. */
const firstGroup = { client: 'upcoming', host: 'requests' } as const;

export const groupHref = (viewer: Party, group: BookingGroup) =>
  href(lists[viewer].getHref(), { group: group === firstGroup[viewer] ? undefined : group });

const findSpace = { label: 'findSpace', to: paths.client.browse.getHref() } as const;
const myListings = { label: 'myListings', to: paths.host.listings.getHref() } as const;
const upcoming = (viewer: Party) => ({ label: 'seeUpcoming', to: groupHref(viewer, 'upcoming') }) as const;

/**
 * Each side's groups, in the order they look for them (the server's groups of the same names):
 * the client's upcoming ones first (requests waiting for the host among them); the host's
 * requests first, as they wait on the host.
 */
export const bookingGroups: Record<Party, Group[]> = {
  client: [
    { value: 'upcoming', action: findSpace },
    { value: 'current', action: upcoming('client') },
    { value: 'past', action: findSpace },
    { value: 'cancelled', action: upcoming('client') },
  ],
  host: [
    { value: 'requests', action: myListings },
    { value: 'upcoming', action: myListings },
    { value: 'current', action: upcoming('host') },
    { value: 'past', action: upcoming('host') },
    { value: 'cancelled', action: upcoming('host') },
  ],
};

/** The group named in the address (`?group=…`), or the list's first. */
export const groupOf = (viewer: Party, value: string | null): Group =>
  bookingGroups[viewer].find((g) => g.value === value) ?? bookingGroups[viewer][0];
