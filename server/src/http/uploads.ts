import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '@espasyo/domain';
import multipart from '@fastify/multipart';

/** Hard ceiling for any one uploaded file; each route applies settings.storage.maxFileSize below it. */
export const UPLOAD_HARD_LIMIT = 50 * 1024 * 1024;

/** Registers multipart parsing once for every module (avatars, listing photos, ID documents). */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_HARD_LIMIT, files: 1, fields: 20, parts: 30 } });
}

/**
 * Reads the one file of a multipart request into memory, refusing it once it passes
 * maxBytes (the stream is cut there, so a huge upload never fills the memory).
 */
export async function readSingleFile(
  req: FastifyRequest,
  maxBytes: number,
  messages: { missing: string; tooLarge: string },
): Promise<{ data: Buffer; filename: string; mimetype: string }> {
  if (!req.isMultipart()) throw new AppError(ErrorCode.validation, messages.missing, 400);
  const file = await req.file({ limits: { fileSize: Math.min(maxBytes, UPLOAD_HARD_LIMIT), files: 1 } });
  if (!file) throw new AppError(ErrorCode.validation, messages.missing, 400);
  try {
    const data = await file.toBuffer();
    if (data.length === 0) throw new AppError(ErrorCode.validation, messages.missing, 400);
    return { data, filename: file.filename, mimetype: file.mimetype };
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(ErrorCode.payloadTooLarge, messages.tooLarge, 413);
    throw e;
  }
}
