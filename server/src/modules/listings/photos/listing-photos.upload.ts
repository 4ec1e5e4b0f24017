import type { FastifyRequest } from 'fastify';
import { ErrorCode, en, formatBytes, listingLimits, listingMessages } from '@espasyo/domain';
import { UPLOAD_HARD_LIMIT, isFileTooLarge, readPart } from '../../../http/uploads';
import { fieldError } from '../core/listings.common';
import { photoRefusal } from './listing-photos.service';

const m = listingMessages.photos;

/**
 * Reads POST /api/host/listings/:id/photos: up to 12 files in the field `photos`, handing
 * each to `onFile` as it arrives (so only the encoded copies stay in memory). A file is cut
 * off and refused once it passes maxBytes (storage.maxFileSize, read live); names and the
 * browser's content type are ignored, the bytes are checked by `onFile`.
 */
export async function readPhotos(
  req: FastifyRequest,
  maxBytes: number,
  left: number,
  onFile: (filename: string, data: Buffer) => Promise<void>,
): Promise<void> {
  if (!req.isMultipart()) throw fieldError('photos', m.missing);
  const limit = Math.min(maxBytes, UPLOAD_HARD_LIMIT);
  const max = listingLimits.photos;
  const parts = req.parts({ limits: { fileSize: limit, files: max, fields: 5, parts: max + 5 } });
  let current = 'photo';
  try {
    for await (const part of parts) {
      if (part.type === 'field') throw fieldError(part.fieldname, m.unexpectedField(part.fieldname));
      if (part.fieldname !== 'photos') {
        part.file.resume(); // drain it so the request can finish
        throw fieldError(part.fieldname, m.unexpectedField(part.fieldname));
      }
      current = part.filename || current;
      const data = await readPart(part);
      if (data.length > 0) await onFile(current, data);
    }
  } catch (e) {
    if (isFileTooLarge(e))
      throw photoRefusal(current, en.uploads.tooLarge(formatBytes(maxBytes)), ErrorCode.payloadTooLarge);
    const code = (e as { code?: string } | null)?.code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw fieldError('photos', m.tooMany(max, left), ErrorCode.photoLimit);
    throw e;
  }
}
