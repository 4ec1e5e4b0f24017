import { Link } from 'react-router';
import { paths } from '@espasyo/domain/paths';

export const footerLink = 'inline-flex min-h-11 items-center hover:text-brand-700 hover:underline';

/** Terms of Service and Privacy Policy, as the footers link them. */
export function LegalLinks() {
  return (
    <>
      <Link to={paths.legal.terms.getHref()} className={footerLink}>
        Terms of Service
      </Link>
      <Link to={paths.legal.privacy.getHref()} className={footerLink}>
        Privacy Policy
      </Link>
    </>
  );
}
