import { z } from 'zod';

/** GET /api/dev/mailbox: every email and SMS the platform stored, newest first (at most 200). */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export const mailboxSchema = z.object({ messages: z.array(mailboxMessageSchema) });
export type Mailbox = z.infer<typeof mailboxSchema>;
