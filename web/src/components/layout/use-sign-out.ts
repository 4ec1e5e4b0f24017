import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { useErrorMessage } from '@/lib/error-message';
import { paths } from '@espasyo/domain/paths';

/** Sign out from any menu: end the session, go home, and say so. */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const m = useMessages('nav');
  const message = useErrorMessage();
  return useCallback(async () => {
    try {
      await signOut();
      toast.success(m.signedOut);
    } catch (e) {
      // The local state is already cleared; tell the user the server may still hold the session.
      toast.warning(message(e), m.signedOutHere);
    }
    navigate(paths.home.getHref(), { replace: true });
  }, [signOut, navigate, toast, m, message]);
}
