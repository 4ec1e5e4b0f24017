import { z } from 'zod';
import { idParamsSchema, pageOf } from './common';

/**
 * /api/admin/tools/deliveries (decision 0032): the outbox of effects after a commit (emails,
 * text messages, file clean-up, realtime pushes) as staff see it on /admin-tools, and a retry.
 */

export const deliveryStatuses = ['pending', 'delivering', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** One task: what it is (kind and a summary, never its content), where it stands and its last error. */
export const deliverySchema = z.object({
  id: z.string(),
  /** 'email', 'sms', 'file.delete', 'realtime'; later kinds (a notification) add theirs. */
  kind: z.string(),
  /** An email address or phone number (emails and text messages), else null. */
  recipient: z.string().nullable(),
  /** A subject, the files, or the topic: no message text, no link. */
  summary: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number(),
  maxAttempts: z.number(),
  /** A short line without internals; the server's log has the details under its reference. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it is next tried (pending), or when its current try's lease ends (delivering). */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** `open` (the default): everything not delivered yet, failed first. */
export const deliveriesQuerySchema = z.object({
  status: z.enum(['open', ...deliveryStatuses]).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type DeliveriesQuery = z.infer<typeof deliveriesQuerySchema>;

export const deliveriesPageSchema = pageOf(deliverySchema);
export type DeliveriesPage = z.infer<typeof deliveriesPageSchema>;

export const deliveryParamsSchema = idParamsSchema;
export const deliveryResultSchema = z.object({ delivery: deliverySchema });
export type DeliveryResult = z.infer<typeof deliveryResultSchema>;
