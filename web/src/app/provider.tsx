import { useCallback, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { sessionExpired } from '@espasyo/domain/messages/frame';
import { ToastProvider, useToast } from '@/components/ui/toast';
import { AuthProvider } from '@/lib/auth';

/**
 * Everything the pages rely on: server state, toasts, then the session. The query client is
 * the caller's: one per tab in the browser, one per request on the server.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SessionProvider>{children}</SessionProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

/** The auth provider, telling the user when their session ended on its own. */
function SessionProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const onSessionEnded = useCallback(() => toast.warning(sessionExpired), [toast]);
  return <AuthProvider onSessionEnded={onSessionEnded}>{children}</AuthProvider>;
}
