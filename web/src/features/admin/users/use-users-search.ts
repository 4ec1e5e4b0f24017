import { useEffect, useState } from 'react';
import { useSearchState } from '@/features/admin/shared/use-search-state';

/**
 * The users list's search, filters, page and open user, all in the URL. The search box
 * applies itself a moment after typing stops, so each key press is not a request.
 */
export function useUsersSearch() {
  const { values, page, set } = useSearchState(['q', 'type', 'status', 'user'] as const);
  const [search, setSearch] = useState(values.q);

  useEffect(() => {
    if (search === values.q) return;
    const t = setTimeout(() => set({ ...values, q: search, user: '' }), 350);
    return () => clearTimeout(t);
    // Only the typed text starts the wait.
  }, [search]);

  return {
    values,
    page,
    set,
    search,
    setSearch,
    filtered: !!(values.q || values.type || values.status),
    submitSearch: () => set({ ...values, q: search, user: '' }),
    clear: () => {
      setSearch('');
      set({ q: '', type: '', status: '', user: '' });
    },
    open: (id: string) => set({ ...values, user: id, page }),
    close: () => set({ ...values, user: '', page }),
    setPage: (p: number) => set({ ...values, user: '', page: p }),
  };
}

export type UsersSearch = ReturnType<typeof useUsersSearch>;
