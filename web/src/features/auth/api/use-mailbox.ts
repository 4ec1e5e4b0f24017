import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

export interface MailboxMessage {
  id: string;
  kind: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

/** The development outbox (design §2). null = the server has it switched off (404). */
export function useMailbox() {
  return useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: async ({ signal }) => {
      try {
        const res = await api.get<{ messages: MailboxMessage[] }>('/api/dev/mailbox', signal);
        return [...res.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
    refetchInterval: 5000, // new mail arrives while someone is testing a flow in another tab
    refetchOnWindowFocus: true,
  });
}
