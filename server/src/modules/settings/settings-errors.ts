import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorCode, en } from '@espasyo/domain';
import { clientErrorBody, sendError } from '../../http/errors';

/** Errors that keep their own message: who may call, how often, and the platform being down. */
const PASS_THROUGH = new Set([401, 403, 404, 429, 503]);

/**
 * A route error handler that words settings failures as docs/product/errors.md does:
 * 'Failed to update settings: …', 'Failed to load settings history: …' and similar. Field
 * messages stay unwrapped in `fields`, so the form shows the spec's words beside each field.
 * Codes and statuses are the API's error handler's (http/errors.ts).
 */
export function wrapSettingsErrors(wrap: (detail: string) => string) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      const message = PASS_THROUGH.has(err.status) ? err.message : wrap(err.message);
      return sendError(reply, { error: { code: err.code, message, fields: err.fields } });
    }
    const body = clientErrorBody(err);
    if (body) return sendError(reply, { error: { ...body.error, message: wrap(body.error.message) } });
    req.log.error({ err, reqId: req.id }, 'settings request failed');
    return sendError(reply, {
      error: { code: ErrorCode.internal, message: wrap(`${en.generic.unexpected} (reference ${req.id})`) },
    });
  };
}
