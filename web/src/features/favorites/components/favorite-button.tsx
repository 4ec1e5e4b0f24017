import { Link, useLocation } from 'react-router';
import { Heart } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { useFavorite, useToggleFavorite } from '@/features/favorites/api/use-favorite';

/**
 * Save a listing to the client's favourites. A visitor is asked to sign in and comes back to
 * this listing; hosts and staff have no favourites, so they see nothing.
 */
export function FavoriteButton({ listingId }: { listingId: string }) {
  const m = useMessages('listing').favorite;
  const message = useErrorMessage();
  const { role, status } = useAuth();
  const location = useLocation();
  const isClient = role === 'client';
  const state = useFavorite(listingId, isClient);
  const toggle = useToggleFavorite(listingId);
  const toast = useToast();

  if (status === 'signedOut')
    return (
      <Link
        to={paths.auth.signIn.getHref()}
        state={{ from: { pathname: location.pathname, search: location.search } }}
        className={buttonClasses('outline', 'md')}
      >
        <Heart aria-hidden="true" className="size-5" /> {m.signIn}
      </Link>
    );
  if (!isClient) return null;
  const saved = state.data?.favorite ?? false;
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={state.isPending}
      onClick={() => toggle.mutate(!saved, { onError: (e) => toast.error(message(e)) })}
      className={cn(buttonClasses('outline', 'md'), saved && 'border-accent-300 bg-accent-50 text-accent-800')}
    >
      <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-accent-500 text-accent-500')} />
      {saved ? m.saved : m.save}
    </button>
  );
}
