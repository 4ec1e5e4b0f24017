import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { calendarDay } from '@/lib/format';
import { submitSearch, type SearchFormErrors } from '../search-filters';

/** A search page's address: its path and the search's parameters. */
export const searchHref = (basePath: string, params: URLSearchParams) =>
  `${basePath}${params.size ? `?${params}` : ''}`;

/**
 * Sends a search form with JavaScript: the address gets the API's own parameters (centavos,
 * one features list), so the search can be shared and the back button returns to it. A field
 * the browser can already refuse gets its message under it and the focus.
 * `withFilters`: the form has the filter fields (otherwise it keeps those on the address).
 */
export function useSearchSubmit({
  basePath,
  params,
  withFilters,
  onDone,
  onHiddenError,
}: {
  basePath: string;
  params: URLSearchParams;
  withFilters: boolean;
  onDone?: () => void;
  /** The first refused field is not on screen (a phone's filters are in the sheet). */
  onHiddenError?: () => void;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const search = params.toString();
  // Messages belong to the search they were found in: a new address (the back button) clears them.
  const [state, setState] = useState<{ search: string; errors: SearchFormErrors; seq: number }>({
    search,
    errors: {},
    seq: 0,
  });
  const errors = state.search === search ? state.errors : {};

  useEffect(() => {
    if (!state.seq) return;
    const invalid = Array.from(formRef.current?.elements ?? []).find(
      (el): el is HTMLElement => el instanceof HTMLElement && el.getAttribute('aria-invalid') === 'true',
    );
    if (invalid && invalid.offsetParent === null) onHiddenError?.();
    else invalid?.focus();
  }, [state.seq]); // once per refused submission

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = submitSearch(new FormData(event.currentTarget), params, { today: calendarDay(), withFilters });
    if (result.errors) {
      setState((s) => ({ search, errors: result.errors, seq: s.seq + 1 }));
      return;
    }
    setState((s) => ({ ...s, errors: {} }));
    navigate(searchHref(basePath, result.params));
    onDone?.();
  }

  return { formRef, errors, onSubmit };
}
