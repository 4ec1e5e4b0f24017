import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, ErrorCode, en, errorStatus, type ApiErrorBody } from '@espasyo/domain';

/** Turns a zod error into the API's error body: the first issue is the message. */
export function validationBody(issues: { path: PropertyKey[]; message: string }[]): ErrorBody {
  const fields: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.') || '_';
    fields[key] ??= i.message;
  }
  return { error: { code: ErrorCode.validation, message: issues[0]?.message ?? en.generic.unexpected, fields } };
}

/** The API's error body, with a code of the table. */
export interface ErrorBody extends ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

/** Sends the API's error body with the status of its code, from the one table (errorStatus, decision 0033). */
export function sendError(reply: FastifyReply, { error }: ErrorBody) {
  return reply.status(errorStatus[error.code]).send({ error });
}

/**
 * The answer to a failure that is not an AppError: a validation error, one of Fastify's own
 * client errors (too large, too many, bad JSON, wrong content type), or null for a fault.
 */
export function clientErrorBody(err: FastifyError): ErrorBody | null {
  if (err instanceof ZodError) return validationBody(err.issues);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? en.generic.unexpected,
    }));
    return validationBody(issues);
  }
  const status = err.statusCode ?? 500;
  if (status === 413) return { error: { code: ErrorCode.payloadTooLarge, message: 'The upload is too large.' } };
  if (status === 429) return { error: { code: ErrorCode.rateLimited, message: en.generic.tooManyRequests } };
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { error: { code: ErrorCode.unsupportedMediaType, message: 'Unsupported content type.' } };
  }
  // Fastify's other client errors (bad JSON, a body that is not multipart): safe to describe plainly.
  if (status >= 400 && status < 500) {
    return { error: { code: ErrorCode.validation, message: 'The request could not be read.' } };
  }
  return null;
}

/**
 * One error handler for the whole API: AppError and validation errors become 4xx bodies, each
 * with its code's status; anything else is logged with the request id and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return sendError(reply, { error: { code: err.code, message: err.message, fields: err.fields } });
    }
    const body = clientErrorBody(err);
    if (body) return sendError(reply, body);
    req.log.error({ err, reqId: req.id }, 'unhandled error');
    return sendError(reply, {
      error: { code: ErrorCode.internal, message: `${en.generic.unexpected} (reference ${req.id})` },
    });
  });
}
