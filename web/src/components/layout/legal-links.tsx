import { Link } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { useMessages } from '@/lib/i18n';

export const footerLink = 'inline-flex min-h-11 items-center hover:text-brand-700 hover:underline';

/** Terms of Service and Privacy Policy, as the footers link them. */
export function LegalLinks() {
  const m = useMessages('common').footer;
  return (
    <>
      <Link to={paths.legal.terms.getHref()} className={footerLink}>
        {m.termsOfService}
      </Link>
      <Link to={paths.legal.privacy.getHref()} className={footerLink}>
        {m.privacyPolicy}
      </Link>
    </>
  );
}
