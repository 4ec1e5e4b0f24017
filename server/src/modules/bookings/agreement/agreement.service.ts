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
import type { AppContext } from '../../../context';
import { authorize } from '../../../http/access';
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

/** The agreement of a booking as it stands now (before it is signed). */
async function draft(ctx: AppContext, b: BookingViewRow): Promise<Agreement> {
  const settings = await ctx.settings.get();
  const q = b.quote;
  const timeZone = settings.general.timezone;
  return buildAgreement({
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
  });
}

/** The booking, when the policy lets `user` read it ("not found" otherwise). */
async function viewable(ctx: AppContext, user: AuthUser, bookingId: string) {
  const b = await bookingsRepository.view(ctx.db, bookingId);
  if (!b) throw bookingNotFound();
  viewerOf(user, b);
  return b;
}

/** GET /api/bookings/:id/agreement: for the booking's client, host and admins; as signed once it is. */
export async function getAgreement(ctx: AppContext, user: AuthUser, bookingId: string): Promise<BookingAgreement> {
  const b = await viewable(ctx, user, bookingId);
  const signed = await repo.find(ctx.db, bookingId);
  if (signed) {
    const doc = signed.document as Agreement;
    return {
      ...doc,
      sha256: signed.sha256,
      signed: {
        at: new Date(signed.signedAt).toISOString(),
        kind: signed.signatureKind,
        typedName: signed.typedName,
        signatureUrl: signed.signatureKind === 'drawn' ? signatureUrl(bookingId) : null,
      },
    };
  }
  const doc = await draft(ctx, b);
  return { ...doc, sha256: sha256(agreementText(doc)), signed: null };
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
 * Stored with the document as shown, its text's SHA-256, the time and the signer's address.
 */
export async function signAgreement(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  input: AgreementSignInput,
  ip: string | null,
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
  const doc = await draft(ctx, b);
  const text = agreementText(doc);
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
  return getAgreement(ctx, user, bookingId);
}

/** The drawn signature (PNG), through the booking's access checks. */
export async function agreementSignature(ctx: AppContext, user: AuthUser, bookingId: string): Promise<Buffer> {
  await viewable(ctx, user, bookingId);
  const row = await repo.signature(ctx.db, bookingId);
  if (!row?.signaturePng) throw new AppError(ErrorCode.notFound, bookingMessages.notFound);
  return Buffer.from(row.signaturePng);
}
