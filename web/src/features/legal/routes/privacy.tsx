import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '@/features/legal/components/legal-page';
import { paths } from '@espasyo/domain/paths';

const sections: LegalSection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          Account details: name, email address, mobile number, password (stored only as a secure hash) and account type.
        </li>
        <li>Verification: the government ID and selfie you upload, and the result of our review.</li>
        <li>Listings, bookings, messages, reviews and the signatures on rental agreements.</li>
        <li>
          Payment records: amounts, dates and references. Card and e-wallet details are handled by our payment partners,
          not stored by us.
        </li>
        <li>Technical data: sign-in times, IP address and device information used to keep accounts secure.</li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'Why we use it',
    body: (
      <ul>
        <li>
          To run the marketplace: show listings, take bookings, move payments and deliver messages and notifications.
        </li>
        <li>To keep people safe: verify identities, prevent fraud and settle disputes.</li>
        <li>To meet legal duties, such as keeping financial records and answering lawful requests.</li>
        <li>To send marketing only if you said yes; you can say no at any time in your settings.</li>
      </ul>
    ),
  },
  {
    id: 'share',
    title: 'Who we share it with',
    body: (
      <p>
        The other side of a booking sees what they need to complete it (for example your name, and your phone number
        once the booking is confirmed). We use service providers for payments, email, text messages and hosting, bound
        by contracts to protect your data. We do not sell your personal data.
      </p>
    ),
  },
  {
    id: 'keep',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your account data while your account is open. When you delete your account, we erase or anonymise your
        personal data, except records the law requires us to keep (such as payment records), which we keep
        de-identified. Read notifications are deleted automatically after 30 days.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Under the Data Privacy Act of 2012 (RA 10173) you have the right to be informed, to access your data, to
          object, to have it corrected or erased, to data portability, and to file a complaint with the National Privacy
          Commission.
        </p>
        <p>
          You can download all your data as a file and delete your account from your account settings, or ask us to do
          it for you.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your data with encrypted connections, hashed passwords, access limited to staff who need it, and a
        log of every admin action. If a breach affects you, we will tell you and the National Privacy Commission as the
        law requires.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For any privacy question or request, email our Data Protection Officer at{' '}
        <a className="text-brand-700 underline" href="mailto:support@espasyo.ph">
          support@espasyo.ph
        </a>
        . See also our{' '}
        <Link className="text-brand-700 underline" to={paths.legal.terms.getHref()}>
          Terms of Service
        </Link>
        .
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      summary="What personal data the platform collects, why, how long it keeps it and the rights the Data Privacy Act of 2012 gives you."
      updated="23 Nov 2026"
      intro={
        <p>
          This policy explains what personal data Espasyo collects when you rent or rent out space, why, who sees it,
          and the choices you have. We follow the Data Privacy Act of 2012 (Republic Act 10173) and the rules of the
          National Privacy Commission.
        </p>
      }
      sections={sections}
    />
  );
}
