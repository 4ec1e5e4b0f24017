import { queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@espasyo/domain/errors';
import type { Mailbox, MailboxMessage } from '@espasyo/domain/contracts/mailbox';
import { api, isApiError } from '@/lib/api-client';
import { authKeys } from './keys';

export type { MailboxMessage };

/**
 * What the server lets this browser see: the messages; `off` (mailbox_off: SMTP or DEV_MAILBOX=off);
 * or `local-only` (mailbox_local_only: only the server's own machine may read it, `reason` says how).
 */
export type MailboxView =
  { access: 'open'; messages: MailboxMessage[] } | { access: 'off' } | { access: 'local-only'; reason: string };

/** GET /api/dev/mailbox: the development outbox (docs/product/accounts.md), newest first. */
export const mailboxQuery = () =>
  queryOptions({
    queryKey: authKeys.mailbox,
    queryFn: async ({ signal }): Promise<MailboxView> => {
      try {
        const res = await api.get<Mailbox>('/api/dev/mailbox', signal);
        return { access: 'open', messages: res.messages };
      } catch (e) {
        if (isApiError(e, ErrorCode.mailboxOff)) return { access: 'off' };
        if (isApiError(e, ErrorCode.mailboxLocalOnly)) return { access: 'local-only', reason: e.message };
        throw e;
      }
    },
    // New mail arrives while someone is testing a flow in another tab; a closed mailbox stays closed.
    refetchInterval: (q) => (q.state.data?.access === 'open' ? 5000 : false),
    refetchOnWindowFocus: true,
  });

export function useMailbox() {
  return useQuery(mailboxQuery());
}
