import { queryOptions, useQuery } from '@tanstack/react-query';
import { accessPassSchema, type AccessPass } from '@espasyo/domain/contracts/access-pass';
import { ErrorCode } from '@espasyo/domain/errors';
import { api, ApiError, ClientErrorCode, isApiError } from '@/lib/api-client';
import { forgetPass, keepPass, keptPass } from '@/lib/offline-passes';
import { answeredFromCache } from '@/lib/offline-answers';
import { gateKeys } from './keys';

/** A pass as the page draws it: from the server now, or as kept on the phone (`offline`: the server could not be reached). */
export interface PassView {
  pass: AccessPass;
  offline: boolean;
}

/** No answer from the server (no connection, or a gateway in between failing): the kept pass stands in. */
const unreachable = (e: unknown) =>
  isApiError(e, ClientErrorCode.network) || (e instanceof ApiError && e.status >= 500);

/**
 * GET /api/bookings/:id/pass (the client's only). Each answer is kept on the phone for this user;
 * when the server cannot be reached the kept pass is shown, marked offline. It runs offline too
 * (networkMode 'always'): a paused query would show nothing. A pass the server no longer has
 * (cancelled, ended: 404) is forgotten. The kept pass is drawn at once while the server's is
 * fetched (a weak signal at the gate), then replaced by it.
 */
export const passQuery = (bookingId: string, userId: string) =>
  queryOptions<PassView, Error, PassView, ReturnType<typeof gateKeys.pass>>({
    queryKey: gateKeys.pass(bookingId),
    networkMode: 'always',
    retry: false,
    // Asked again at every showing: the offline note appears as soon as the server is out of reach.
    staleTime: 0,
    placeholderData: () => {
      const kept = accessPassSchema.safeParse(keptPass(userId, bookingId));
      return kept.success ? { pass: kept.data, offline: false } : undefined;
    },
    queryFn: async ({ signal }): Promise<PassView> => {
      try {
        const path = `/api/bookings/${encodeURIComponent(bookingId)}/pass`;
        const pass = await api.get<AccessPass>(path, signal);
        keepPass(userId, bookingId, pass);
        // The service worker's kept answer when the network did not answer: offline all the same.
        return { pass, offline: answeredFromCache(path) };
      } catch (e) {
        if (unreachable(e)) {
          const kept = accessPassSchema.safeParse(keptPass(userId, bookingId));
          if (kept.success) return { pass: kept.data, offline: true };
        }
        if (isApiError(e, ErrorCode.notFound)) forgetPass(userId, bookingId);
        throw e;
      }
    },
  });

export function usePass(bookingId: string, userId: string | undefined, enabled = true) {
  return useQuery({ ...passQuery(bookingId, userId ?? ''), enabled: enabled && !!userId });
}
