import type { BookingGroup } from '@espasyo/domain/contracts/bookings';
import { LinkTabs } from '@/components/link-tabs';
import { useMessages } from '@/lib/i18n';
import { bookingGroups, groupHref, type Party } from './booking-groups';

/** The groups of a list of bookings as links; the host's requests with how many wait. */
export function GroupTabs({ viewer, current, requests }: { viewer: Party; current: BookingGroup; requests?: number }) {
  const m = useMessages('booking').list;
  return (
    <LinkTabs
      label={m.byGroup}
      tabs={bookingGroups[viewer].map((g) => ({
        to: groupHref(viewer, g.value),
        label: m.groups[g.value],
        current: g.value === current,
        badge:
          g.value === 'requests' && requests ? (
            <>
              {requests > 99 ? '99+' : requests}
              <span className="sr-only">{m.waiting}</span>
            </>
          ) : undefined,
      }))}
    />
  );
}
