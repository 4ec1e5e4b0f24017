import sharp from 'sharp';
import {
  AppError,
  bookingMessages,
  checklistProcess,
  checklistSlugs,
  checklistTemplate,
  checklistWindow,
  emptyContent,
  ErrorCode,
  fitContent,
  formatDayTime,
  handoverMessages as m,
  sameName,
  signingProblems,
  type AgreementSignInput,
  type BookingChecklists,
  type Checklist,
  type ChecklistContent,
  type ChecklistKind,
  type ChecklistTemplate,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { authorize } from '../../../http/access';
import { newId } from '../../../lib/ids';
import { create, transition } from '../../../process/engine';
import type { AuthUser } from '../../users/user.mapper';
import { bookingsRepository } from '../core/bookings.repository';
import { checklistLifecycle, type Side } from './checklist-lifecycle.service';
import {
  checklistsRepository as repo,
  type ChecklistRow,
  type HandoverBookingRow,
  type PhotoRow,
  type SignatureRow,
} from './checklists.repository';

export const checklistNotFound = () => new AppError(ErrorCode.notFound, m.notFound);
const readOnly = () => new AppError(ErrorCode.forbidden, m.staffReadOnly);
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const base = (bookingId: string, kind: ChecklistKind) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/checklists/${checklistSlugs[kind]}`;

/** The booking, when the policy lets `user` do `action` to its checklists ("not found" otherwise). */
export async function handoverBooking(
  db: Executor,
  user: AuthUser,
  bookingId: string,
  action: 'read' | 'write' | 'sign',
): Promise<{ b: HandoverBookingRow; party: 'client' | 'host' | 'admin' }> {
  const b = await repo.booking(db, bookingId);
  if (!b) throw checklistNotFound();
  const party = authorize(user, 'handover', action, b, { not_found: checklistNotFound, forbidden: readOnly });
  return { b, party };
}

export const templateOf = (b: HandoverBookingRow) => checklistTemplate(b.listingType, b.features ?? []);

/** The window of a checklist as a refusal, when it is not open (for a change or a signature). */
export async function assertOpen(ctx: AppContext, b: HandoverBookingRow, kind: ChecklistKind) {
  const w = checklistWindow(kind, b, ctx.clock.now());
  if (w.state === 'open') return;
  if (w.state === 'unavailable')
    throw new AppError(ErrorCode.checklistClosed, w.reason === 'no_end' ? m.moveOutNotYet : m.notAvailable);
  if (w.state === 'closed') throw new AppError(ErrorCode.checklistClosed, m.closed);
  const tz = (await ctx.settings.get()).general.timezone;
  throw new AppError(ErrorCode.checklistClosed, m.notOpenYet(formatDayTime(w.opensAt, tz)));
}

function toChecklist(
  b: HandoverBookingRow,
  kind: ChecklistKind,
  t: ChecklistTemplate,
  row: ChecklistRow | undefined,
  photos: PhotoRow[],
  signatures: SignatureRow[],
  viewer: 'client' | 'host' | 'admin',
  now: Date,
): Checklist {
  const w = checklistWindow(kind, b, now);
  const status = row?.status ?? null;
  const open = w.state === 'open';
  const side = viewer === 'admin' ? null : viewer;
  const fit = row ? fitContent(t, row.content) : null;
  const signedByMe = !!side && signatures.some((s) => s.side === side);
  return {
    kind,
    status,
    window: {
      state: w.state,
      reason: w.state === 'unavailable' ? w.reason : null,
      opensAt: w.state === 'unavailable' ? null : w.opensAt.toISOString(),
      closesAt: w.state === 'unavailable' ? null : iso(w.closesAt),
    },
    template: t,
    content: fit?.ok ? fit.content : emptyContent(t),
    photos: photos.map((p) => ({
      id: p.id,
      area: p.area,
      url: `${base(b.id, kind)}/photos/${encodeURIComponent(p.id)}`,
      width: p.width,
      height: p.height,
      uploadedBy: p.uploadedBySide,
      createdAt: iso(p.createdAt)!,
    })),
    signatures: signatures.map((s) => ({
      side: s.side,
      kind: s.kind,
      name: s.side === 'client' ? b.clientName : b.hostName,
      typedName: s.typedName,
      signatureUrl: s.kind === 'drawn' ? `${base(b.id, kind)}/signatures/${s.side}` : null,
      at: iso(s.signedAt)!,
      sha256: s.sha256,
    })),
    deemedAt: row?.status === 'signed_by_one' ? iso(row.dueAt) : null,
    completedAt: iso(row?.completedAt ?? null),
    updatedAt: iso(row?.updatedAt ?? null),
    canEdit: !!side && open && status !== 'complete',
    canSign: !!side && open && status !== 'complete' && !signedByMe,
    actions: side && open ? (status ? checklistProcess.actionsFor(status, side) : ['open']) : [],
  };
}

/** Both checklists of a booking as `viewer` sees them. */
async function viewOf(
  ctx: AppContext,
  db: Executor,
  b: HandoverBookingRow,
  viewer: 'client' | 'host' | 'admin',
): Promise<BookingChecklists> {
  const rows = await repo.ofBooking(db, b.id);
  const ids = rows.map((r) => r.id);
  const [photos, signatures] = await Promise.all([repo.photos(db, ids), repo.signatures(db, ids)]);
  const t = templateOf(b);
  const now = ctx.clock.now();
  const one = (kind: ChecklistKind) => {
    const row = rows.find((r) => r.kind === kind);
    return toChecklist(
      b,
      kind,
      t,
      row,
      photos.filter((p) => p.checklistId === row?.id),
      signatures.filter((s) => s.checklistId === row?.id),
      viewer,
      now,
    );
  };
  return {
    bookingId: b.id,
    listingTitle: b.listingTitle,
    listingType: b.listingType,
    clientName: b.clientName,
    hostName: b.hostName,
    viewer,
    moveIn: one('move_in'),
    moveOut: one('move_out'),
  };
}

/** GET /api/bookings/:id/checklists: for the booking's two sides and admins (read only). */
export async function getChecklists(ctx: AppContext, user: AuthUser, bookingId: string): Promise<BookingChecklists> {
  const { b, party } = await handoverBooking(ctx.db, user, bookingId, 'read');
  return viewOf(ctx, ctx.db, b, party);
}

/** The checklists of a booking for staff's dispute view (the caller has checked they are staff). */
export async function checklistsForStaff(ctx: AppContext, bookingId: string): Promise<BookingChecklists | null> {
  const b = await repo.booking(ctx.db, bookingId);
  return b ? viewOf(ctx, ctx.db, b, 'admin') : null;
}

/**
 * The checklist of `kind`, locked, ready to change by `side`: made (`open`) when there is none yet,
 * under the booking's row lock so two sides opening at once make one; a signed one back to draft
 * (`edit`: the signature is cleared and its signer told); a complete one refused.
 */
export async function changeable(
  ctx: AppContext,
  tx: Executor,
  user: AuthUser,
  b: HandoverBookingRow,
  side: Side,
  kind: ChecklistKind,
): Promise<ChecklistRow> {
  let row = await repo.lock(tx, b.id, kind);
  if (!row) {
    await bookingsRepository.lock(tx, b.id);
    row = await repo.lock(tx, b.id, kind);
  }
  const actor = { role: side, userId: user.id };
  if (!row) {
    const id = newId();
    const made = await create(ctx, tx, checklistLifecycle, {
      values: {
        id,
        bookingId: b.id,
        kind,
        content: JSON.stringify(emptyContent(templateOf(b))),
        createdBy: user.id,
      },
      actor,
      action: 'open',
      input: { booking: b, side },
    });
    return made.row;
  }
  if (row.status === 'complete') throw new AppError(ErrorCode.checklistComplete, m.complete);
  if (row.status === 'signed_by_one') {
    return (
      await transition(ctx, tx, checklistLifecycle, { id: row.id, action: 'edit', actor, input: { booking: b, side } })
    ).row;
  }
  return row;
}

/** The side `user` is on (the policy has let them through as one). */
const sideOf = (party: 'client' | 'host' | 'admin'): Side => (party === 'admin' ? 'client' : party);

/** PUT /api/bookings/:id/checklists/:kind: a side saves the content (starts the checklist if need be). */
export async function saveChecklist(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  kind: ChecklistKind,
  input: ChecklistContent,
): Promise<BookingChecklists> {
  const { b, party } = await handoverBooking(ctx.db, user, bookingId, 'write');
  await assertOpen(ctx, b, kind);
  const fit = fitContent(templateOf(b), input);
  if (!fit.ok) throw new AppError(ErrorCode.validation, m.unknownItem, { items: m.unknownItem });
  const side = sideOf(party);
  return ctx.db.transaction().execute(async (tx) => {
    const row = await changeable(ctx, tx, user, b, side, kind);
    await repo.saveContent(tx, row.id, fit.content, ctx.clock.now());
    return viewOf(ctx, tx, b, side);
  });
}

/** A drawing as a clean PNG (no metadata), or a refusal (as the agreement's). */
async function cleanDrawing(dataUrl: string): Promise<Buffer> {
  const invalid = bookingMessages.agreement.drawingInvalid;
  const bad = () => new AppError(ErrorCode.validation, invalid, { signature: invalid });
  const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  try {
    const meta = await sharp(data).metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height || meta.width > 2000 || meta.height > 2000) throw bad();
    return await sharp(data).png().toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw bad();
  }
}

/**
 * POST /api/bookings/:id/checklists/:kind/sign: a side signs the checklist as it stands (the same
 * drawing or typed name as the agreement), once it has a photo of each area and every condition and
 * reading (else 422 checklist_incomplete, a field per missing area, condition or reading).
 * The first signature starts the other side's 48 hours; the second completes it.
 */
export async function signChecklist(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  kind: ChecklistKind,
  input: AgreementSignInput,
  ip: string | null,
): Promise<BookingChecklists> {
  const { b, party } = await handoverBooking(ctx.db, user, bookingId, 'sign');
  await assertOpen(ctx, b, kind);
  const side = sideOf(party);
  const name = side === 'client' ? b.clientName : b.hostName;
  if (input.kind === 'typed' && !sameName(input.name, name)) {
    const message = bookingMessages.agreement.nameMismatch(name);
    throw new AppError(ErrorCode.validation, message, { name: message });
  }
  const png = input.kind === 'drawn' ? await cleanDrawing(input.image) : null;
  return ctx.db.transaction().execute(async (tx) => {
    const row = await repo.lock(tx, b.id, kind);
    const t = templateOf(b);
    if (row?.status === 'complete') throw new AppError(ErrorCode.checklistComplete, m.complete);
    const fit = row ? fitContent(t, row.content) : null;
    const problems = signingProblems(
      t,
      fit?.ok ? fit.content : emptyContent(t),
      row ? await repo.photoAreas(tx, row.id) : [],
    );
    if (Object.keys(problems).length) {
      throw new AppError(ErrorCode.checklistIncomplete, Object.values(problems)[0], problems);
    }
    await transition(ctx, tx, checklistLifecycle, {
      id: row!.id,
      action: 'sign',
      actor: { role: side, userId: user.id },
      input: {
        booking: b,
        side,
        signature: {
          kind: input.kind,
          png,
          typedName: input.kind === 'typed' ? input.name.trim() : null,
          signerId: user.id,
          ip,
        },
      },
    });
    return viewOf(ctx, tx, b, side);
  });
}

/** A side's drawn signature (PNG), through the booking's access checks. */
export async function checklistSignature(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  kind: ChecklistKind,
  side: Side,
): Promise<Buffer> {
  await handoverBooking(ctx.db, user, bookingId, 'read');
  const row = (await repo.ofBooking(ctx.db, bookingId)).find((r) => r.kind === kind);
  const s = row && (await repo.signaturePng(ctx.db, row.id, side));
  if (!s?.signaturePng) throw checklistNotFound();
  return s.signaturePng;
}

export { viewOf as checklistsView };
