import { useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@espasyo/domain';
import { api, ApiError } from '@/lib/api-client';

export interface MailboxMessage {
  id: string;
  kind: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

/**
 * What the server lets this browser see: the messages; `off` (404: SMTP or DEV_MAILBOX=off);
 * or `local-only` (403: only the server's own machine may read it, `reason` says how).
 */
export type MailboxView =
  { access: 'open'; messages: MailboxMessage[] } | { access: 'off' } | { access: 'local-only'; reason: string };

/** The development outbox (design §2). */
export function useMailbox() {
  return useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: async ({ signal }): Promise<MailboxView> => {
      try {
        const res = await api.get<{ messages: MailboxMessage[] }>('/api/dev/mailbox', signal);
        return { access: 'open', messages: [...res.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return { access: 'off' };
        if (e instanceof ApiError && e.code === ErrorCode.mailboxLocalOnly)
          return { access: 'local-only', reason: e.message };
        throw e;
      }
    },
    // New mail arrives while someone is testing a flow in another tab; a closed mailbox stays closed.
    refetchInterval: (q) => (q.state.data?.access === 'open' ? 5000 : false),
    refetchOnWindowFocus: true,
  });
}
