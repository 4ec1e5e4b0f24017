import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '@espasyo/domain';
import multipart, { type MultipartFile } from '@fastify/multipart';

/** Hard ceiling for any one uploaded file; each route applies settings.storage.maxFileSize below it. */
export const UPLOAD_HARD_LIMIT = 50 * 1024 * 1024;

/** Registers multipart parsing once for every module (avatars, listing photos, ID documents). */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_HARD_LIMIT, files: 1, fields: 20, parts: 30 } });
}

/** The file passed the size limit; each route words the 413 for its own field. */
export class FileTooLargeError extends Error {}

const isTooLarge = (e: unknown) =>
  e instanceof FileTooLargeError || (e as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads one file part to the end, or throws FileTooLargeError. @fastify/multipart's
 * toBuffer() looks at the stream's `truncated` flag only when a chunk arrives after the cut;
 * when the limit falls exactly on a chunk boundary (a client streaming 16 or 64 KiB chunks
 * against a limit in whole KiB), busboy pushes nothing more and toBuffer() returned the
 * first maxBytes bytes as if they were the whole file. The flag is set before the stream
 * ends, so checking it afterwards is reliable.
 */
export async function readPart(part: MultipartFile): Promise<Buffer> {
  try {
    const data = await part.toBuffer();
    if (part.file.truncated) throw new FileTooLargeError();
    return data;
  } catch (e) {
    if (isTooLarge(e)) throw new FileTooLargeError();
    throw e;
  }
}

/** True for a size-limit error from readPart or from the multipart iterator itself. */
export const isFileTooLarge = isTooLarge;

/**
 * Reads the one file of a multipart request into memory, refusing it once it passes
 * maxBytes (the stream is cut there, so a huge upload never fills the memory).
 */
export async function readSingleFile(
  req: FastifyRequest,
  maxBytes: number,
  messages: { missing: string; tooLarge: string },
): Promise<{ data: Buffer; filename: string; mimetype: string }> {
  if (!req.isMultipart()) throw new AppError(ErrorCode.validation, messages.missing);
  try {
    const file = await req.file({ limits: { fileSize: Math.min(maxBytes, UPLOAD_HARD_LIMIT), files: 1 } });
    if (!file) throw new AppError(ErrorCode.validation, messages.missing);
    const data = await readPart(file);
    if (data.length === 0) throw new AppError(ErrorCode.validation, messages.missing);
    return { data, filename: file.filename, mimetype: file.mimetype };
  } catch (e) {
    if (isTooLarge(e)) throw new AppError(ErrorCode.payloadTooLarge, messages.tooLarge);
    throw e;
  }
}
