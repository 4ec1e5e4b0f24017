import { fileTypeFromBuffer } from 'file-type';
import { AppError, ErrorCode, en, formatBytes, type PlatformSettings } from '@espasyo/domain';

/**
 * The one check for every uploaded file (profile photos, listing photos, ID documents):
 * size against `storage.maxFileSize` and type against `storage.allowedImageTypes` /
 * `allowedDocumentTypes`, read live from the settings on each call. The type comes from
 * the file's content (magic bytes via file-type), never from its name or declared MIME type.
 */
export type UploadKind = 'image' | 'document';

export interface CheckedUpload {
  /** The detected extension, e.g. 'jpg', 'png', 'pdf'. */
  ext: string;
  mime: string;
  size: number;
  kind: UploadKind;
}

interface StorageSettingsSource {
  get(): Promise<PlatformSettings>;
}

/** What file-type reports → the names an admin ticks in the settings. */
const detectedAs: Record<string, { kind: UploadKind; names: string[] }> = {
  jpg: { kind: 'image', names: ['jpg', 'jpeg'] },
  png: { kind: 'image', names: ['png'] },
  webp: { kind: 'image', names: ['webp'] },
  gif: { kind: 'image', names: ['gif'] },
  avif: { kind: 'image', names: ['avif'] },
  heic: { kind: 'image', names: ['heic'] },
  pdf: { kind: 'document', names: ['pdf'] },
  docx: { kind: 'document', names: ['docx'] },
  xlsx: { kind: 'document', names: ['xlsx'] },
  odt: { kind: 'document', names: ['odt'] },
  rtf: { kind: 'document', names: ['rtf'] },
  // Old Office files are OLE compound files: content alone cannot tell .doc from .xls.
  cfb: { kind: 'document', names: ['doc', 'xls'] },
};

/** The largest file the settings allow now: pass it to `req.file({ limits: { fileSize } })`. */
export async function maxUploadBytes(settings: StorageSettingsSource): Promise<number> {
  return (await settings.get()).storage.maxFileSize;
}

/** The extensions allowed now for the given kinds, e.g. ['jpg', 'jpeg', 'png', 'webp']. */
export async function allowedUploadTypes(settings: StorageSettingsSource, kinds: UploadKind[]): Promise<string[]> {
  const s = (await settings.get()).storage;
  return [
    ...(kinds.includes('image') ? s.allowedImageTypes : []),
    ...(kinds.includes('document') ? s.allowedDocumentTypes : []),
  ];
}

/**
 * Throws a 413 or 400 AppError with a clear message when the file may not be stored;
 * otherwise returns what it is. `kinds` says which lists apply (a selfie: ['image'];
 * a government ID scan: ['image', 'document']).
 */
export async function checkUpload(
  settings: StorageSettingsSource,
  data: Buffer | Uint8Array,
  kinds: UploadKind | UploadKind[],
): Promise<CheckedUpload> {
  const wanted = Array.isArray(kinds) ? kinds : [kinds];
  const { storage } = await settings.get();
  if (data.length === 0) throw new AppError(ErrorCode.validation, en.uploads.empty);
  if (data.length > storage.maxFileSize) {
    throw new AppError(ErrorCode.payloadTooLarge, en.uploads.tooLarge(formatBytes(storage.maxFileSize)));
  }
  const allowed = await allowedUploadTypes(settings, wanted);
  const detected = await fileTypeFromBuffer(data);
  const known = detected ? detectedAs[detected.ext] : undefined;
  const ok = !!known && wanted.includes(known.kind) && known.names.some((n) => allowed.includes(n));
  if (!detected || !known || !ok) {
    throw new AppError(ErrorCode.validation, en.uploads.typeNotAllowed(allowed.join(', ')));
  }
  return { ext: detected.ext, mime: detected.mime, size: data.length, kind: known.kind };
}
