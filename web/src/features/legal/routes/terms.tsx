import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '@/features/legal/components/legal-page';
import { placesSources } from '@espasyo/domain/messages/places';
import { paths } from '@espasyo/domain/paths';

const sections: LegalSection[] = [
  {
    id: 'service',
    title: 'What Espasyo is',
    body: (
      <p>
        Espasyo is an online marketplace that connects people who need storage, parking or warehouse space ("renters")
        with people who have space to rent out ("hosts"). Espasyo is not a party to the rental itself: the agreement for
        each booking is between the renter and the host, on the terms shown at checkout.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          You must be at least 18 years old and able to enter into contracts under Philippine law. Give us true, current
          information and keep your password to yourself; you are responsible for what happens under your account.
        </p>
        <p>
          We may ask you to confirm your email address and mobile number, and to verify your identity with a government
          ID, before you can publish a listing or request a booking.
        </p>
      </>
    ),
  },
  {
    id: 'hosts',
    title: 'Hosts',
    body: (
      <>
        <p>
          When you list a space you promise that you have the right to rent it out, that the description, photos, size,
          features and prices are accurate, and that the space is safe and legal to use for storage or parking.
        </p>
        <ul>
          <li>Keep your calendar up to date and answer booking requests within 24 hours.</li>
          <li>Give confirmed renters access as described in the listing.</li>
          <li>Do not ask renters to pay outside Espasyo.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'renters',
    title: 'Renters',
    body: (
      <>
        <p>
          Use the space only for the purpose and period you booked. Do not store anything illegal, hazardous, flammable,
          perishable or living, and follow the host's access rules.
        </p>
        <p>You are responsible for damage you cause to the space beyond normal wear.</p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments, fees and refunds',
    body: (
      <>
        <p>
          Prices are in Philippine pesos (₱). You pay through Espasyo's payment partners (for example GCash, Maya or
          card). Espasyo deducts a platform fee from the host's earnings and pays the rest to the host after the booking
          starts.
        </p>
        <p>
          Cancellations are refunded according to the cancellation policy shown on the listing and at checkout
          (flexible, moderate or strict). The amount you will get back is always shown before you confirm a
          cancellation.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Conduct and content',
    body: (
      <p>
        Be honest and respectful. Reviews must reflect a real booking. We may remove content, pause listings or suspend
        accounts that break these terms, break the law or put other users at risk.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Disputes',
    body: (
      <p>
        If something goes wrong with a booking, first try to settle it with the other side through Espasyo messages. If
        you cannot, open a dispute on the booking; our team reviews the evidence from both sides and decides on any
        refund. This does not limit your rights under the Consumer Act of the Philippines (RA 7394).
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        Hosts and renters are responsible for their own spaces, belongings and conduct. To the extent the law allows,
        Espasyo is not liable for loss of or damage to stored items, except where caused by our own negligence.
        Insurance coverage, where offered, is subject to its own terms and limits.
      </p>
    ),
  },
  {
    id: 'data-sources',
    title: 'Place data and credits',
    body: (
      <>
        <p>
          Addresses and place search use open data, shipped with Espasyo and credited here as their licences ask. The
          place names and coordinates are approximate and are not a survey of any property. The locations of well-known
          districts (BGC, Ortigas, Cebu IT Park and others) were placed by Espasyo.
        </p>
        <ul>
          {placesSources.map((source) => (
            <li key={source.name}>
              <a className="text-brand-700 underline" href={source.url} rel="noopener">
                {source.name}
              </a>
              {'via' in source && `, via ${source.via}`}:{' '}
              {'licenceUrl' in source ? (
                <a className="text-brand-700 underline" href={source.licenceUrl} rel="noopener license">
                  {source.licence}
                </a>
              ) : (
                source.licence
              )}
              {'changes' in source && ` (${source.changes})`}.
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <>
        <p>
          We may update these terms; we will tell you by email or in the app before important changes take effect. These
          terms are governed by the laws of the Republic of the Philippines.
        </p>
        <p>
          Questions? Email{' '}
          <a className="text-brand-700 underline" href="mailto:support@espasyo.ph">
            support@espasyo.ph
          </a>
          . See also our{' '}
          <Link className="text-brand-700 underline" to={paths.legal.privacy.getHref()}>
            Privacy Policy
          </Link>
          .
        </p>
      </>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      summary="The terms for renting and listing storage, parking and warehouse space on the platform: accounts, bookings, payments, cancellations and disputes."
      updated="24 Nov 2026"
      intro={
        <p>
          These terms apply when you use Espasyo to rent or rent out storage, parking or warehouse space. By creating an
          account you agree to them. Please read them; they are written to be short and plain.
        </p>
      }
      sections={sections}
    />
  );
}
