import { z } from 'zod';

/**
 * Endpoint contracts (decision 0021): for every API endpoint, the zod schemas of what it
 * takes (body, query, params) and what it answers, one file per area. The server uses them
 * as each route's Fastify schema (validation, serialisation, /api/openapi.json); the web
 * types its calls with z.infer of the same schemas. A request schema that a form also uses
 * lives in schemas/ and is imported here.
 */

/** The one envelope of every paginated list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A confirmation the web shows as it is. */
export const messageSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof messageSchema>;

/** `:id` of a row (users, verification requests). */
export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const healthSchema = z.object({ ok: z.literal(true) });

/** /readyz: each dependency the instance needs to serve, and whether all are ready. */
export const readinessSchema = z.object({
  ok: z.boolean(),
  /** true once the instance is stopping (SIGTERM): a load balancer sends it nothing new. */
  draining: z.boolean().optional(),
  checks: z.object({
    database: z.enum(['ok', 'failed']),
    /** 'pending' while this code has migrations the database has not run (another instance is migrating). */
    migrations: z.enum(['ok', 'pending', 'failed']),
    /** Present only when REDIS_URL is set: whether Redis answers PING (shared rate limits). */
    redis: z.enum(['ok', 'failed']).optional(),
    /** Present when files live in an S3-compatible bucket: whether it answers (HeadBucket). */
    storage: z.enum(['ok', 'failed']).optional(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** A 204 answer: no body. */
export const noContentSchema = z.null().describe('No content');

/** A file sent as it is stored (images, PDFs): documented by its media type, never serialised. */
export const fileSchema = z.unknown().meta({ type: 'string', format: 'binary' });

/** Every refusal: `fields` names the form fields at fault (errors.ts, http/errors.ts). */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
