import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  agreementText,
  AppError,
  bookingMessages,
  buildAgreement,
  ErrorCode,
  sameName,
  type Agreement,
  type AgreementSignInput,
  type BookingAgreement,
} from '@espasyo/domain';
import { DEFAULT_LANGUAGE, type Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../../context';
import { authorize } from '../../../http/access';
import { agreementWordsIn } from '../../../lib/document-words';
import type { AuthUser } from '../../users/user.mapper';
import { viewerOf } from '../core/bookings.service';
import { bookingsRepository, type BookingViewRow } from '../core/bookings.repository';
import { bookingNotFound } from '../core/transition.service';
import { agreementsRepository as repo } from './agreement.repository';

const m = bookingMessages.agreement;
/** The largest drawing kept: a signature pad is a few hundred pixels wide. */
const MAX_SIDE = 2000;

export const signatureUrl = (bookingId: string) => `/api/bookings/${bookingId}/agreement/signature`;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The agreement's text: its first line in its own language (issue 34), then its sections. An
 * English one, or one stored before languages, is the text it has always been.
 */
const textOf = (doc: Agreement) => agreementText(doc, agreementWordsIn(doc.language ?? DEFAULT_LANGUAGE).text.heading);

/** The agreement of a booking as it stands now (before it is signed), in `lang`. */
async function draft(ctx: AppContext, b: BookingViewRow, lang: Language): Promise<Agreement> {
  const settings = await ctx.settings.get();
  const q = b.quote;
  const timeZone = settings.general.timezone;
  return buildAgreement(
    {
      bookingId: b.id,
      platformName: await ctx.settings.platformName(),
      hostName: `${b.hostFirstName} ${b.hostLastName}`.trim(),
      clientName: `${b.clientFirstName} ${b.clientLastName}`.trim(),
      listingTitle: b.listingTitle,
      listingType: b.listingType,
      area: [b.barangayName, b.cityName, b.provinceName].filter(Boolean).join(', '),
      accessHours: b.accessHours,
      kind: b.kind,
      startDate: b.startDate,
      endDate: b.endDate,
      startsAt: new Date(b.startsAt),
      endsAt: b.endsAt ? new Date(b.endsAt) : null,
      noticePeriodDays: b.noticePeriodDays,
      timeZone,
      units: b.units,
      lines: q.lines,
      subtotal: q.subtotal,
      tax: q.tax,
      total: q.total,
      cancellationPolicy: b.cancellationPolicy,
      cancellationFeePercentage: q.cancellationFeePercentage,
    },
    agreementWordsIn(lang),
  );
}

/** The booking, when the policy lets `user` read it ("not found" otherwise). */
async function viewable(ctx: AppContext, user: AuthUser, bookingId: string) {
  const b = await bookingsRepository.view(ctx.db, bookingId);
  if (!b) throw bookingNotFound();
  viewerOf(user, b);
  return b;
}

/**
 * GET /api/bookings/:id/agreement: for the booking's client, host and admins. A draft in `lang`,
 * the reader's (issue 34); once signed, as signed, in the language it was signed in, whoever reads it.
 */
export async function getAgreement(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<BookingAgreement> {
  const b = await viewable(ctx, user, bookingId);
  const signed = await repo.find(ctx.db, bookingId);
  if (signed) {
    const doc = signed.document as Agreement;
    return {
      ...doc,
      language: doc.language ?? DEFAULT_LANGUAGE,
      sha256: signed.sha256,
      signed: {
        at: new Date(signed.signedAt).toISOString(),
        kind: signed.signatureKind,
        typedName: signed.typedName,
        signatureUrl: signed.signatureKind === 'drawn' ? signatureUrl(bookingId) : null,
      },
    };
  }
  const doc = await draft(ctx, b, lang);
  return { ...doc, language: lang, sha256: sha256(textOf(doc)), signed: null };
}

/** A drawing as a clean PNG (no metadata), or a refusal: it must be a real PNG of a sane size. */
async function cleanDrawing(dataUrl: string): Promise<Buffer> {
  const bad = () => new AppError(ErrorCode.validation, m.drawingInvalid, { signature: m.drawingInvalid });
  const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  try {
    const meta = await sharp(data).metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height || meta.width > MAX_SIDE || meta.height > MAX_SIDE) {
      throw bad();
    }
    return await sharp(data).png().toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw bad();
  }
}

/**
 * POST /api/bookings/:id/agreement: the client signs, while the booking awaits payment, once.
 * Stored with the document as shown, in the language it was shown in (`lang`, the signer's page's:
 * issue 34), its text's SHA-256, the time and the signer's address.
 */
export async function signAgreement(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  input: AgreementSignInput,
  ip: string | null,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<BookingAgreement> {
  const b = await bookingsRepository.view(ctx.db, bookingId);
  if (!b) throw bookingNotFound();
  const notNow = () => new AppError(ErrorCode.invalidTransition, m.notNow);
  authorize(user, 'booking', 'sign', b, { not_found: bookingNotFound, conflict: notNow });
  if (b.status !== 'awaiting_payment') throw notNow();
  const clientName = `${b.clientFirstName} ${b.clientLastName}`.trim();
  if (input.kind === 'typed' && !sameName(input.name, clientName)) {
    const message = m.nameMismatch(clientName);
    throw new AppError(ErrorCode.validation, message, { name: message });
  }
  const png = input.kind === 'drawn' ? await cleanDrawing(input.image) : null;
  const doc = await draft(ctx, b, lang);
  const text = textOf(doc);
  const inserted = await repo.insert(ctx.db, {
    bookingId,
    version: doc.version,
    document: JSON.stringify(doc),
    text,
    sha256: sha256(text),
    signatureKind: input.kind,
    signaturePng: png,
    typedName: input.kind === 'typed' ? input.name.trim() : null,
    signerId: user.id,
    signerIp: ip,
    signedAt: ctx.clock.now(),
  });
  if (!inserted) throw new AppError(ErrorCode.conflict, m.alreadySigned);
  return getAgreement(ctx, user, bookingId, lang);
}

/** The drawn signature (PNG), through the booking's access checks. */
export async function agreementSignature(ctx: AppContext, user: AuthUser, bookingId: string): Promise<Buffer> {
  await viewable(ctx, user, bookingId);
  const row = await repo.signature(ctx.db, bookingId);
  if (!row?.signaturePng) throw new AppError(ErrorCode.notFound, bookingMessages.notFound);
  return Buffer.from(row.signaturePng);
}
