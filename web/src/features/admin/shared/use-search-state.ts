import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters and the page number live in the URL, so a filtered list can be bookmarked,
 * shared and restored with the back button. Changing a filter goes back to page 1.
 */
export function useSearchState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out = {} as Record<K, string>;
    for (const k of keys) out[k] = params.get(k) ?? '';
    return out;
  }, [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const set = useCallback(
    (patch: Partial<Record<K | 'page', string | number>>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === '' || v == null || (k === 'page' && Number(v) <= 1)) next.delete(k);
            else next.set(k, String(v));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { values, page, set };
}
