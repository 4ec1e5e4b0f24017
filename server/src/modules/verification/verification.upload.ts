import type { FastifyRequest } from 'fastify';
import {
  AppError,
  ErrorCode,
  en,
  formatBytes,
  verificationFileKinds,
  type VerificationFileKind,
} from '@espasyo/domain';
import { UPLOAD_HARD_LIMIT, isFileTooLarge, readPart } from '../../http/uploads';

const m = en.verification;

export const fileLabels: Record<VerificationFileKind, string> = {
  idFront: 'ID front',
  idBack: 'ID back',
  selfie: 'Selfie',
};

const refuse = (field: string, message: string, code: ErrorCode = ErrorCode.validation) =>
  new AppError(code, message, { [field]: message });

export interface Submission {
  fields: Record<string, string>;
  files: Partial<Record<VerificationFileKind, Buffer>>;
}

/**
 * Reads POST /api/me/verification: text fields and up to three files (idFront, idBack,
 * selfie), each cut off and refused once it passes maxBytes (settings.storage.maxFileSize,
 * read live), so a huge upload never fills the memory. Names and the browser's content
 * type are ignored; the bytes are checked afterwards.
 */
export async function readSubmission(req: FastifyRequest, maxBytes: number): Promise<Submission> {
  if (!req.isMultipart()) throw refuse('idFront', m.idFrontRequired);
  const out: Submission = { fields: {}, files: {} };
  const limit = Math.min(maxBytes, UPLOAD_HARD_LIMIT);
  const parts = req.parts({ limits: { fileSize: limit, files: verificationFileKinds.length, fields: 5, parts: 10 } });
  const tooLarge = (kind: VerificationFileKind) =>
    refuse(kind, `${fileLabels[kind]}: ${en.uploads.tooLarge(formatBytes(maxBytes))}`, ErrorCode.payloadTooLarge);
  let current: VerificationFileKind | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        out.fields[part.fieldname] = String(part.value);
        continue;
      }
      current = verificationFileKinds.find((k) => k === part.fieldname);
      if (!current) {
        part.file.resume(); // drain it so the request can finish
        throw refuse(part.fieldname, m.unknownField(part.fieldname));
      }
      const data = await readPart(part);
      if (data.length > 0) out.files[current] = data;
    }
  } catch (e) {
    // The iterator may report the limit of the file read last (the one that was cut).
    if (isFileTooLarge(e)) throw tooLarge(current ?? 'idFront');
    throw e;
  }
  if (!out.files.idFront) throw refuse('idFront', m.idFrontRequired);
  if (!out.files.selfie) throw refuse('selfie', m.selfieRequired);
  return out;
}
