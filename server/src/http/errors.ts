import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, ErrorCode, en, type ApiErrorBody } from '@espasyo/domain';

/** Turns a zod error into the API's error body: the first issue is the message. */
export function validationBody(issues: { path: PropertyKey[]; message: string }[]): ApiErrorBody {
  const fields: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.') || '_';
    fields[key] ??= i.message;
  }
  return { error: { code: ErrorCode.validation, message: issues[0]?.message ?? en.generic.unexpected, fields } };
}

/**
 * One error handler for the whole API: AppError and validation errors become 4xx bodies;
 * anything else is logged with the request id and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ error: { code: err.code, message: err.message, fields: err.fields } });
    }
    if (err instanceof ZodError) return reply.status(400).send(validationBody(err.issues));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? en.generic.unexpected,
      }));
      return reply.status(400).send(validationBody(issues));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) {
      return reply
        .status(413)
        .send({ error: { code: ErrorCode.payloadTooLarge, message: 'The upload is too large.' } });
    }
    if (status === 429) {
      return reply.status(429).send({ error: { code: ErrorCode.rateLimited, message: en.generic.tooManyRequests } });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): safe to describe plainly.
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported content type.' : 'The request could not be read.';
      return reply.status(status).send({ error: { code: ErrorCode.validation, message } });
    }
    req.log.error({ err, reqId: req.id }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: ErrorCode.internal, message: `${en.generic.unexpected} (reference ${req.id})` } });
  });
}
