import { useCallback, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import type { SettingsCategory } from '@espasyo/domain/settings/defaults';

/**
 * Which categories have unsaved edits; while any has, leaving the page (in the app or by
 * closing the tab) asks first. `leaving` is the router's blocker for the confirmation.
 */
export function useUnsavedCategories() {
  const [unsaved, setUnsaved] = useState<ReadonlySet<SettingsCategory>>(new Set());
  const onDirtyChange = useCallback((c: SettingsCategory, dirty: boolean) => {
    setUnsaved((prev) => {
      if (prev.has(c) === dirty) return prev;
      const next = new Set(prev);
      if (dirty) next.add(c);
      else next.delete(c);
      return next;
    });
  }, []);
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (unsaved.size === 0) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved.size]);
  return { unsaved, onDirtyChange, leaving };
}
