import { Suspense } from 'react';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { useMessages } from '@/lib/i18n';

type UiMessages = Messages<Catalogs['ui']>;

function Word({ pick }: { pick: (m: UiMessages) => string }) {
  return pick(useMessages('ui'));
}

/**
 * A word of the design system's own (`ui`: a dialog's Close, ConfirmDialog's Cancel, a toast's
 * dismiss button…), read where it shows: the namespace is fetched when the first of them renders
 * (never with a public page, whose dialogs and toasts come after an action), and meanwhile only
 * the word waits, not the page around it.
 */
export function UiWord({ pick }: { pick: (m: UiMessages) => string }) {
  return (
    <Suspense fallback={null}>
      <Word pick={pick} />
    </Suspense>
  );
}

/** A part made of `ui` words, which waits for them as a whole (nothing shows meanwhile). */
export function WithUiWords({ children }: { children: (m: UiMessages) => React.ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Words>{children}</Words>
    </Suspense>
  );
}

function Words({ children }: { children: (m: UiMessages) => React.ReactNode }) {
  return children(useMessages('ui'));
}
