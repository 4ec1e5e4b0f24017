import { useCallback, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { en } from '@espasyo/domain/messages/en';
import { ToastProvider, useToast } from '@/components/ui/toast';
import { AuthProvider } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

const queryClient = createQueryClient();

/** Everything the pages rely on: server state, translations, toasts, then the session. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <SessionProvider>{children}</SessionProvider>
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** The auth provider, telling the user when their session ended on its own. */
function SessionProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const onSessionEnded = useCallback(() => toast.warning(en.auth.sessionExpired), [toast]);
  return <AuthProvider onSessionEnded={onSessionEnded}>{children}</AuthProvider>;
}
