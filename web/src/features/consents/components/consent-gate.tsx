import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@/lib/auth';

const ConsentDialog = lazy(() => import('./consent-dialog'));

/**
 * Mounted by the signed-in layouts (issue 34): when the session says a legal text in effect is not
 * agreed to yet (MeResult.consentsDue, with every page's state and every sign-in), the re-consent
 * dialog, loaded only then.
 */
export function ConsentGate() {
  const due = useQuery(meQuery()).data?.consentsDue;
  if (!due?.length) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog due={due} />
    </Suspense>
  );
}
