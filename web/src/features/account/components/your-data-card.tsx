import { usePublicSettings } from '../../../lib/public-settings';

/**
 * Honest about what is not built: no buttons that do nothing. Under the Data Privacy Act
 * the user may still ask, so the page says how.
 */
export function YourDataCard() {
  const settings = usePublicSettings().data;
  const email = settings?.contactEmail ?? 'support@espasyo.ph';
  return (
    <div className="space-y-3 text-base text-ink-700">
      <p>
        Downloading a copy of your data and deleting your account cannot be done from this page yet. We are building both.
      </p>
      <p>
        Until then, the Data Privacy Act (RA 10173) still gives you both rights: email{' '}
        <a href={`mailto:${email}?subject=${encodeURIComponent('Data request')}`} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {email}
        </a>{' '}
        from the address you sign in with, say which you want, and our team will do it for you.
      </p>
    </div>
  );
}
