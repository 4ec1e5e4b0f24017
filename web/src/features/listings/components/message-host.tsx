import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { href, paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';

/**
 * Ask the host a question before booking. A client goes to their messages, which open (or
 * start) the conversation about this listing with the composer focused; a visitor signs in
 * first and comes back to that same open composer; the host and staff do not message themselves.
 */
export function MessageHost({ listingId }: { listingId: string }) {
  const m = useMessages('listing').priceBox;
  const { role, status } = useAuth();
  const compose = href(paths.client.messages.getHref(), { listing: listingId });
  const label = (
    <>
      <MessageCircle aria-hidden="true" className="size-5" /> {m.messageHost}
    </>
  );
  if (status === 'signedOut')
    return (
      <Link
        to={paths.auth.signIn.getHref()}
        state={{ from: { pathname: paths.client.messages.getHref(), search: compose.slice(compose.indexOf('?')) } }}
        className={`${buttonClasses('outline', 'md', true)} mt-4`}
      >
        {label}
      </Link>
    );
  if (role !== 'client') return null;
  return (
    <Link to={compose} className={`${buttonClasses('outline', 'md', true)} mt-4`}>
      {label}
    </Link>
  );
}
