import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { paths } from '@espasyo/domain/paths';

/** Sign out from any menu: end the session, go home, and say so. */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(async () => {
    try {
      await signOut();
      toast.success('You have signed out.');
    } catch (e) {
      // The local state is already cleared; tell the user the server may still hold the session.
      toast.warning(errorMessage(e), 'Signed out on this device');
    }
    navigate(paths.home.getHref(), { replace: true });
  }, [signOut, navigate, toast]);
}
