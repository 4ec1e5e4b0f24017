import sharp from 'sharp';
import { AppError, ErrorCode, en, type PlatformSettings, type VerificationFileKind } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { pdfProblem } from '../../lib/pdf-check';
import { checkUpload } from '../../lib/uploads';
import { fileLabels } from './verification.upload';

/** Refuse decompression bombs: a small file that would decode to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Of the document types the settings allow, only PDF makes sense for a scanned ID. */
const ID_DOCUMENT_TYPES = ['pdf'];

export interface CheckedFile {
  kind: VerificationFileKind;
  data: Buffer;
  mime: string;
}

/** The live settings with the document list narrowed to what an ID scan may be. */
function idSettings(ctx: AppContext) {
  return {
    async get(): Promise<PlatformSettings> {
      const s = await ctx.settings.get();
      const docs = s.storage.allowedDocumentTypes.filter((t) => ID_DOCUMENT_TYPES.includes(t.toLowerCase()));
      return { ...s, storage: { ...s.storage, allowedDocumentTypes: docs } };
    },
  };
}

/** Names the field in the message, so the form can show it beside the right file. */
function forField(kind: VerificationFileKind, e: unknown): unknown {
  if (!(e instanceof AppError)) return e;
  const message = `${fileLabels[kind]}: ${e.message}`;
  return new AppError(e.code, message, { [kind]: message });
}

/**
 * Checks one file with the platform's upload rule (lib/uploads: size and type by content,
 * never by name, against the live settings), so a renamed program or a text file called
 * id.jpg is refused. The ID may be an image or a PDF, the selfie only an image. Images are
 * decoded and re-encoded, which drops EXIF data such as the GPS position; PDFs stay as sent.
 */
export async function checkFile(ctx: AppContext, kind: VerificationFileKind, data: Buffer): Promise<CheckedFile> {
  let ext: string;
  try {
    ext = (await checkUpload(idSettings(ctx), data, kind === 'selfie' ? ['image'] : ['image', 'document'])).ext;
  } catch (e) {
    throw forField(kind, e);
  }
  if (ext === 'pdf') {
    // PDFs are stored as sent, so they must be plain documents (lib/pdf-check, decision 0018).
    const problem = pdfProblem(data);
    if (problem) {
      const message = problem === 'encrypted' ? en.verification.pdfEncrypted : en.verification.pdfNotPlain;
      throw forField(kind, new AppError(ErrorCode.validation, message));
    }
    return { kind, data, mime: 'application/pdf' };
  }
  const { storage } = await ctx.settings.get();
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate(); // orientation applied, then metadata dropped
    if (ext === 'png') return { kind, data: await image.png().toBuffer(), mime: 'image/png' };
    if (ext === 'webp')
      return { kind, data: await image.webp({ quality: storage.imageQuality }).toBuffer(), mime: 'image/webp' };
    // Every other image type the settings may allow (jpg, gif, avif…) is stored as JPEG.
    return {
      kind,
      data: await image.jpeg({ quality: storage.imageQuality, mozjpeg: true }).toBuffer(),
      mime: 'image/jpeg',
    };
  } catch {
    throw forField(kind, new AppError(ErrorCode.validation, en.verification.fileUnreadable(fileLabels[kind])));
  }
}
