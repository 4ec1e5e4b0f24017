import { useCallback, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider, useToast } from '@/components/ui/toast';
import { AuthProvider, useAuth } from '@/lib/auth';
import { LanguageProvider, useLanguage, useMessages } from '@/lib/i18n';
import { pathInLanguage, type Language } from '@espasyo/domain/i18n/languages';
import type { Namespace } from '@espasyo/domain/i18n/namespaces';

/**
 * Everything the pages rely on: the language, server state, toasts, then the session. The query
 * client is the caller's: one per tab in the browser, one per request on the server, which also
 * collects the catalogue's namespaces the page used (`usedNamespaces`).
 */
export function AppProvider({
  queryClient,
  lang,
  usedNamespaces,
  children,
}: {
  queryClient: QueryClient;
  lang: Language;
  usedNamespaces?: Set<Namespace>;
  children: ReactNode;
}) {
  return (
    <LanguageProvider lang={lang} used={usedNamespaces}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionProvider>{children}</SessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </LanguageProvider>
  );
}

/** The auth provider, telling the user when their session ended on its own. */
function SessionProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const { sessionExpired } = useMessages('frame');
  const onSessionEnded = useCallback(() => toast.warning(sessionExpired), [toast, sessionExpired]);
  return (
    <AuthProvider onSessionEnded={onSessionEnded}>
      <FollowAccountLanguage />
      {children}
    </AuthProvider>
  );
}

/**
 * A person who signs in on a page of another language than their account's goes on in theirs
 * (issue 34): the page is loaded anew at its address in that language, with only its messages.
 */
function FollowAccountLanguage() {
  const { user } = useAuth();
  const lang = useLanguage();
  const wanted = user?.language;
  useEffect(() => {
    if (!wanted || wanted === lang) return;
    const { pathname, search, hash } = window.location;
    window.location.replace(pathInLanguage(`${pathname}${search}${hash}`, wanted));
  }, [wanted, lang]);
  return null;
}
