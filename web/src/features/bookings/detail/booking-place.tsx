import type { ComponentType, ReactNode } from 'react';
import { Clock, KeyRound, MapPin } from 'lucide-react';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { useMessages } from '@/lib/i18n';

type Place = NonNullable<Booking['place']>;

const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ');

/** A map link for the pin: OpenStreetMap, no script of ours. */
const mapHref = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;

/** One fact: its icon in the margin, the label, then what it says (dt and dd straight in their group). */
function Item({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm font-medium text-ink-600">
        <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-success-700" />
        {label}
      </dt>
      {children}
    </div>
  );
}

/** Once confirmed: the exact address, the pin, the access hours and the host's instructions. */
export function BookingPlace({ place }: { place: Place }) {
  const m = useMessages('booking').detail;
  const address = join(place.street, place.barangayName, place.cityName, place.provinceName, place.postalCode);
  return (
    <section aria-labelledby="place" className="rounded-card border border-success-600/30 bg-success-50 p-5">
      <h2 id="place" className="text-lg font-semibold text-ink-900">
        {m.place}
      </h2>
      <dl className="mt-3 space-y-3 text-base text-ink-800">
        <Item icon={MapPin} label={m.address}>
          <dd className="wrap-anywhere">{address || m.noStreet}</dd>
          {place.latitude != null && place.longitude != null && (
            <dd>
              <a
                href={mapHref(place.latitude, place.longitude)}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm font-semibold text-brand-700 underline"
              >
                {m.openPin}
                <span className="sr-only">{m.newTab}</span>
              </a>
            </dd>
          )}
        </Item>
        {place.accessHours && (
          <Item icon={Clock} label={m.accessHours}>
            <dd>{place.accessHours}</dd>
          </Item>
        )}
        {place.accessInstructions && (
          <Item icon={KeyRound} label={m.howToGetIn}>
            <dd className="whitespace-pre-line">{place.accessInstructions}</dd>
          </Item>
        )}
      </dl>
    </section>
  );
}
