import { createHash } from 'node:crypto';
import {
  AppError,
  checklistProcess,
  checklistText,
  DEEMED_ACCEPTANCE_MS,
  ErrorCode,
  formatDay,
  handoverMessages as m,
  paths,
  type ChecklistContent,
  type ChecklistKind,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { transition, type ProcessBinding } from '../../../process/engine';
import type { Language } from '@espasyo/domain/i18n/languages';
import { messagesFor } from '../../../lib/i18n';
import { notify, type Said } from '../../notifications/notifications.service';
import { checklistsRepository as repo, type ChecklistRow, type HandoverBookingRow } from './checklists.repository';
import { followDepositReturn } from './deposit-return.service';

export type Side = 'client' | 'host';
export const otherSide = (s: Side): Side => (s === 'client' ? 'host' : 'client');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What the checklist's effects are run with: the booking, and for a signature, who signs and how. */
export interface ChecklistInput {
  booking: HandoverBookingRow;
  /** The side firing sign or edit (none for the platform's deem). */
  side?: Side;
  signature?: {
    kind: 'drawn' | 'typed';
    png: Buffer | null;
    typedName: string | null;
    signerId: string;
    ip: string | null;
  };
}

/** The SHA-256 of a checklist's content and photos as they stand: what a signature is of. */
export async function contentHash(db: Executor, c: Pick<ChecklistRow, 'id' | 'kind'> & { content: ChecklistContent }) {
  const photos = await repo.photos(db, [c.id]);
  return sha256(
    checklistText(
      c.kind,
      c.content,
      photos.map((p) => p.id),
    ),
  );
}

/** The checklists' notifications in the reader's language (issue 34). */
const words = (lang: Language) => messagesFor(lang, 'mailBookings').checklists;
const bookingPage = (side: Side, bookingId: string) =>
  (side === 'client' ? paths.client : paths.host).booking.getHref(bookingId);
const checklistPage = (side: Side, bookingId: string, kind: ChecklistKind) =>
  (side === 'client' ? paths.client : paths.host).bookingChecklist.getHref(
    bookingId,
    kind === 'move_in' ? 'move-in' : 'move-out',
  );

async function tell(
  ctx: AppContext,
  tx: Executor,
  b: HandoverBookingRow,
  side: Side,
  n: { title: Said; message: Said; url: string; requiresAction?: boolean },
) {
  await notify(ctx, tx, {
    userId: side === 'client' ? b.clientId : b.hostId,
    type: 'booking',
    subType: 'booking_update',
    title: n.title,
    message: n.message,
    data: { bookingId: b.id, listingTitle: b.listingTitle },
    actionUrl: n.url,
    requiresAction: n.requiresAction ?? false,
  });
}

/**
 * A move-out checklist is complete (both sides signed, or one was taken to accept after 48 hours),
 * in the transaction that completed it: the one place where what follows a move-out starts. It
 * tells both sides "Move-out recorded"; the security deposit's return is scheduled here too (issue 33,
 * Deposits: 7 days after `completedAt`, followDepositReturn).
 */
export async function onMoveOutComplete(ctx: AppContext, trx: Executor, bookingId: string, completedAt: Date) {
  const b = await repo.booking(trx, bookingId);
  if (!b) return;
  // The deposit, if one is held, goes back 7 days after `completedAt` unless the host claims from it first.
  await followDepositReturn(ctx, trx, bookingId);
  const timeZone = (await ctx.settings.get()).general.timezone;
  for (const side of ['client', 'host'] as const) {
    await tell(ctx, trx, b, side, {
      title: (lang) => words(lang).moveOutRecordedTitle,
      message: (lang) =>
        words(lang).moveOutRecorded({ listing: b.listingTitle, day: formatDay(completedAt, timeZone, lang) }),
      url: checklistPage(side, b.id, 'move_out'),
    });
  }
}

/**
 * The checklist process (domain/src/handover/process.ts) bound to handover_checklists: the second
 * signature completes it only from the other side; the first starts the 48 hours (`due_at`), after
 * which the platform accepts for the side who has not signed; an edit after a signature clears it.
 */
export const checklistLifecycle: ProcessBinding<typeof checklistProcess, ChecklistRow, ChecklistInput> = {
  process: checklistProcess,
  table: 'handoverChecklists',
  guards: {
    otherSide: async ({ tx, row, input }) =>
      !!row && !!input.side && !(await repo.signatures(tx, [row.id])).some((s) => s.side === input.side),
  },
  conditions: {
    moveIn: (r) => r.kind === 'move_in',
    moveOut: (r) => r.kind === 'move_out',
  },
  write: ({ to, now }) => ({
    dueAt: to === 'signed_by_one' ? new Date(now.getTime() + DEEMED_ACCEPTANCE_MS) : null,
    completedAt: to === 'complete' ? now : null,
  }),
  due: (r) => ({ action: checklistProcess.timerOf(r.status)?.action ?? null, at: r.dueAt ? new Date(r.dueAt) : null }),
  effects: {
    storeSignature: async ({ ctx, tx, moved, input }) => {
      const s = input.signature!;
      await repo.insertSignature(tx, {
        checklistId: moved.row.id,
        side: input.side!,
        kind: s.kind,
        signaturePng: s.png,
        typedName: s.typedName,
        signerId: s.signerId,
        signerIp: s.ip,
        sha256: await contentHash(tx, moved.row),
        signedAt: ctx.clock.now(),
      });
    },
    askOtherSide: async ({ ctx, tx, moved, input }) => {
      const b = input.booking;
      const other = otherSide(input.side!);
      const who = input.side === 'client' ? b.clientName : b.hostName;
      const kind = moved.row.kind;
      await tell(ctx, tx, b, other, {
        title: (lang) => words(lang).signedTitle({ kind }),
        message: (lang) => words(lang).signed({ kind, listing: b.listingTitle, who }),
        url: checklistPage(other, b.id, moved.row.kind),
        requiresAction: true,
      });
    },
    clearSignature: async ({ ctx, tx, moved, input }) => {
      const signed = await repo.signatures(tx, [moved.row.id]);
      await repo.clearSignatures(tx, moved.row.id);
      const kind = moved.row.kind;
      const listing = input.booking.listingTitle;
      for (const s of signed) {
        if (s.side === input.side) continue; // Their own change: they know.
        await tell(ctx, tx, input.booking, s.side, {
          title: (lang) => words(lang).editedTitle({ kind }),
          message: (lang) => words(lang).edited({ kind, listing }),
          url: checklistPage(s.side, input.booking.id, moved.row.kind),
          requiresAction: true,
        });
      }
    },
    deemOtherSide: async ({ ctx, tx, moved }) => {
      const signed = await repo.signatures(tx, [moved.row.id]);
      const missing = (['client', 'host'] as const).filter((side) => !signed.some((s) => s.side === side));
      for (const side of missing) {
        await repo.insertSignature(tx, {
          checklistId: moved.row.id,
          side,
          kind: 'deemed',
          signaturePng: null,
          typedName: null,
          signerId: null,
          signerIp: null,
          sha256: await contentHash(tx, moved.row),
          signedAt: ctx.clock.now(),
        });
      }
    },
    announceComplete: async ({ ctx, tx, moved, input }) => {
      const kind = moved.row.kind;
      const listing = input.booking.listingTitle;
      for (const side of ['client', 'host'] as const) {
        await tell(ctx, tx, input.booking, side, {
          title: (lang) => words(lang).completeTitle({ kind }),
          message: (lang) => words(lang).complete({ kind, listing }),
          url: bookingPage(side, input.booking.id),
        });
      }
    },
    // A move-out started, signed by one side or changed: the deposit waits for it (deposits/return-due.ts).
    depositReturn: async ({ ctx, tx, moved }) => {
      await followDepositReturn(ctx, tx, moved.row.bookingId);
    },
    moveOutComplete: async ({ ctx, tx, moved }) => {
      await onMoveOutComplete(ctx, tx, moved.row.bookingId, new Date(moved.row.completedAt!));
    },
  },
  refused: (action, status) =>
    status === 'complete'
      ? new AppError(ErrorCode.checklistComplete, m.complete)
      : new AppError(ErrorCode.invalidTransition, `${action}: ${status ?? 'new'}`),
  guardFailed: () => new AppError(ErrorCode.checklistAlreadySigned, m.alreadySigned),
  notFound: () => new AppError(ErrorCode.notFound, m.notFound),
};

/** Checklists moved in one pass at most; the next pass takes the rest. */
const BATCH = 200;

/**
 * The 48-hour timer: each checklist signed by one side whose `due_at` has passed is completed by the
 * platform (`deem`), the other side's signature recorded as deemed, each in its own transaction
 * that locks it and checks again, so one signed meanwhile, or taken by another instance, is left alone.
 */
export async function runDueChecklists(ctx: AppContext): Promise<number> {
  let fired = 0;
  for (const id of await repo.due(ctx.db, ctx.clock.now(), BATCH)) {
    const done = await ctx.db.transaction().execute(async (tx) => {
      const c = await repo.lockById(tx, id);
      if (!c || c.status !== 'signed_by_one' || !c.dueAt || new Date(c.dueAt) > ctx.clock.now()) return false;
      const booking = await repo.booking(tx, c.bookingId);
      if (!booking) return false;
      await transition(ctx, tx, checklistLifecycle, {
        id,
        action: 'deem',
        actor: { role: 'system', userId: null },
        input: { booking },
      });
      return true;
    });
    if (done) fired++;
  }
  return fired;
}
