import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ErrorCode, en } from '@espasyo/domain';
import { validationBody } from '../../http/errors';

/** Errors that keep their own message: who may call, how often, and the platform being down. */
const PASS_THROUGH = new Set([401, 403, 404, 429, 503]);

/**
 * A route error handler that words settings failures as docs/product/errors.md does:
 * 'Failed to update settings: …', 'Failed to load settings history: …' and similar. Field
 * messages stay unwrapped in `fields`, so the form shows the spec's words beside each field.
 */
export function wrapSettingsErrors(wrap: (detail: string) => string) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (PASS_THROUGH.has(err.status)) {
        return reply.status(err.status).send({ error: { code: err.code, message: err.message, fields: err.fields } });
      }
      return reply
        .status(err.status)
        .send({ error: { code: err.code, message: wrap(err.message), fields: err.fields } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const body = validationBody(
        err.validation.map((v) => ({
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? en.generic.unexpected,
        })),
      );
      return reply.status(400).send({ error: { ...body.error, message: wrap(body.error.message) } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: ErrorCode.validation, message: wrap('The request could not be read.') } });
    }
    req.log.error({ err, reqId: req.id }, 'settings request failed');
    return reply
      .status(500)
      .send({ error: { code: ErrorCode.internal, message: wrap(`${en.generic.unexpected} (reference ${req.id})`) } });
  };
}
