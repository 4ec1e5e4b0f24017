import { startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

// useMessages suspends until its namespace has come. A component that had called hooks of its own
// before it, and calls more after, is replayed by React once the download is in; the hook must
// call `use` then too, or React throws "Update hook called on initial render" (minified #467) or
// stays on the fallback — seen as 'Something went wrong' or 'Loading...' on a dashboard now and
// then. A fresh copy of the module, so that no namespace is loaded yet (the set-up loads them all).

describe('useMessages, first render before its namespace has come (issue 34)', () => {
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '';
  });

  it('renders once it has come, with hooks before and after it, in a transition as the app hydrates', async () => {
    vi.resetModules();
    const { LanguageProvider, useMessages } = await import('./i18n');
    function Probe() {
      const [before] = useState('before');
      const m = useMessages('ui');
      const [after] = useState('after');
      return <p>{`${before} ${m.close} ${after}`}</p>;
    }
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false; // as in a browser
    const el = document.body.appendChild(document.createElement('div'));
    const errors: unknown[] = [];
    const root = createRoot(el, {
      onUncaughtError: (e) => errors.push(e),
      onCaughtError: (e) => errors.push(e),
      onRecoverableError: (e) => errors.push(e),
    });
    startTransition(() =>
      root.render(
        <LanguageProvider lang="fil">
          <Suspense fallback="…">
            <Probe />
          </Suspense>
        </LanguageProvider>,
      ),
    );
    await vi.waitFor(() => expect(el.textContent).toBe('before Isara after'), { timeout: 10_000 });
    expect(errors).toEqual([]);
    root.unmount();
  });
});
