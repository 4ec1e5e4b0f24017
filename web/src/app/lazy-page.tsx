import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageLoader } from '@/components/ui/spinner';

let seq = 0;

/**
 * A route element whose page code is fetched on first visit, with the spec's 'Loading...'
 * spinner meanwhile. Each page gets its own keyed Suspense boundary: React would otherwise
 * reuse the previous page's boundary and, inside the router's transition, show nothing new.
 */
export function page(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Page = lazy(load);
  return (
    <Suspense key={`page-${++seq}`} fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
