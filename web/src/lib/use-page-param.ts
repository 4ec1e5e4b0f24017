import { useSearchParams } from 'react-router';

/**
 * A list's page in the address (`?page=…`, left out for the first), so a page can be shared and
 * the back button works; going to another page scrolls back to the top of the list.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);

  const goTo = (n: number) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });
    window.scrollTo({ top: 0 });
  };

  return { page, goTo };
}
