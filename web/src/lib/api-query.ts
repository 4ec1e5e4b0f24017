import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * A GET of the API as a query that names its path (`meta.path`), so that the server can read it
 * before rendering a page that shows it from the start (a route's `prefetch`, decision 0026).
 */
export function apiQuery<T, K extends QueryKey = QueryKey>(queryKey: K, path: string) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api.get<T>(path, signal), meta: { path } });
}
