import {
  AppError,
  ErrorCode,
  addCalendarDays,
  announcementMessages as m,
  audiencesOf,
  emailedTypesOf,
  calendarDayIn,
  dayStartIn,
  groupsOf,
  announcementTopic,
  resolveRole,
  type AdminAnnouncement,
  type AdminAnnouncementsPage,
  type AdminAnnouncementsQuery,
  type AnnouncementAudience,
  type AnnouncementForm,
  type MyAnnouncements,
} from '@espasyo/domain';
import type { Actor, AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import { record } from '../audit/audit.service';
import { bulkEmailText, queueBulkEmailPage } from '../notifications/bulk-email.service';
import { enqueue, realtimeTask, type Handlers, type OutboxTask } from '../outbox/outbox.service';
import type { AuthUser } from '../users/user.mapper';
import { announcementsRepository as repo, type StaffAnnouncementRow } from './announcements.repository';

/**
 * Announcements (issue 21, decision 0045): admins write a draft, publish it and unpublish it; a
 * published one that has not passed its last day shows as a banner on the signed-in pages of its
 * audience until each person dismisses it (remembered here, so on every device). Each change to a
 * published one tells the open tabs of its audience through the outbox (topics
 * announcements:client|host|staff), and they ask for their list again.
 */

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function toAdmin(r: StaffAnnouncementRow, now: Date): AdminAnnouncement {
  const ended = !!r.endsAt && new Date(r.endsAt) <= now;
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    audience: r.audience,
    status: r.status,
    state: r.status === 'draft' ? 'draft' : ended ? 'ended' : 'live',
    endsOn: r.endsOn,
    endsAt: iso(r.endsAt),
    publishedAt: iso(r.publishedAt),
    author: { id: r.authorId, name: r.authorName ?? 'Deleted account' },
    dismissals: Number(r.dismissals ?? 0),
    emailSubscribers: r.emailSubscribers,
    emailedAt: iso(r.emailedAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
}

const endsOnPast = () => new AppError(ErrorCode.validation, m.field.endsOnPast, { endsOn: m.field.endsOnPast });

/** The moment `endsOn` ends in the platform's zone; a day before today is refused. */
async function endOf(ctx: AppContext, endsOn: string | null, via?: Executor): Promise<Date | null> {
  if (!endsOn) return null;
  const tz = (await ctx.settings.get(via)).general.timezone;
  if (endsOn < calendarDayIn(tz, ctx.clock.now())) throw endsOnPast();
  return dayStartIn(addCalendarDays(endsOn, 1), tz);
}

/** Tells the open tabs of these audiences to ask for their announcements again. */
async function pushChanged(tx: Executor, audiences: AnnouncementAudience[], at: Date) {
  const groups = new Set(audiences.flatMap(groupsOf));
  for (const g of groups) {
    await enqueue(tx, realtimeTask(announcementTopic(g), { type: 'announcements.changed' }, { latestOnly: true }), at);
  }
}

async function staffRow(ctx: AppContext, id: string) {
  return toAdmin((await repo.one(ctx.db, id))!, ctx.clock.now());
}

export async function listAnnouncements(ctx: AppContext, q: AdminAnnouncementsQuery): Promise<AdminAnnouncementsPage> {
  const { total, items } = await repo.page(ctx.db, q);
  const now = ctx.clock.now();
  return { items: items.map((r) => toAdmin(r, now)), total, page: q.page, pageSize: q.pageSize };
}

const snapshot = (r: {
  title: string;
  body: string;
  audience: string;
  endsOn: string | null;
  emailSubscribers: boolean;
  status?: string;
}) => ({
  title: r.title,
  body: r.body,
  audience: r.audience,
  endsOn: r.endsOn,
  emailSubscribers: r.emailSubscribers,
  ...(r.status ? { status: r.status } : {}),
});

/**
 * At an announcement's first publishing, when staff chose to email it as news: the emails go out
 * after the commit, a page at a time (emailAnnouncementPage), and `emailedAt` keeps a second
 * publishing from emailing it again. Answers the patch for the row.
 */
async function queueNewsEmail(
  tx: Executor,
  a: { id: string; emailSubscribers: boolean; emailedAt: Date | string | null },
  now: Date,
) {
  if (!a.emailSubscribers || a.emailedAt) return {};
  await enqueue(tx, announcementEmailTask(a.id, null), now);
  return { emailedAt: now };
}

/** A new announcement: a draft, or published at once (`publish`). */
export async function createAnnouncement(ctx: AppContext, actor: Actor, form: AnnouncementForm, publish: boolean) {
  const endsAt = await endOf(ctx, form.endsOn);
  const now = ctx.clock.now();
  const id = newId();
  await ctx.db.transaction().execute(async (tx) => {
    const emailed = publish
      ? await queueNewsEmail(tx, { id, emailSubscribers: form.emailSubscribers, emailedAt: null }, now)
      : {};
    await repo.insert(tx, {
      id,
      title: form.title,
      body: form.body,
      audience: form.audience,
      status: publish ? 'published' : 'draft',
      endsOn: form.endsOn,
      endsAt,
      publishedAt: publish ? now : null,
      authorId: actor.actorId,
      emailSubscribers: form.emailSubscribers,
      ...emailed,
      createdAt: now,
      updatedAt: now,
    });
    await record(tx, {
      ...actor,
      action: publish ? 'announcement.publish' : 'announcement.create',
      targetType: 'announcement',
      targetId: id,
      after: snapshot({ ...form, status: publish ? 'published' : 'draft' }),
      at: now,
    });
    if (publish) await pushChanged(tx, [form.audience], now);
  });
  return staffRow(ctx, id);
}

/** An edit; a published one changes on the open tabs of its audience (old and new) at once. */
export async function updateAnnouncement(ctx: AppContext, actor: Actor, id: string, form: AnnouncementForm) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const before = await repo.lock(tx, id);
    if (!before) throw new AppError(ErrorCode.notFound, m.notFound);
    // An unchanged past end date (an ended one whose text is corrected) is kept as it was.
    const endsAt = form.endsOn === before.endsOn ? before.endsAt : await endOf(ctx, form.endsOn, tx);
    await repo.update(tx, id, { ...form, endsAt, updatedAt: now });
    await record(tx, {
      ...actor,
      action: 'announcement.update',
      targetType: 'announcement',
      targetId: id,
      before: snapshot(before),
      after: snapshot(form),
      at: now,
    });
    if (before.status === 'published') await pushChanged(tx, [before.audience, form.audience], now);
  });
  return staffRow(ctx, id);
}

/** Publishes (or publishes again, from now) a draft or an unpublished one; refused past its end date. */
export async function publishAnnouncement(ctx: AppContext, actor: Actor, id: string) {
  return setPublished(ctx, actor, id, true);
}

/** Takes it off every page; it can be published again. */
export async function unpublishAnnouncement(ctx: AppContext, actor: Actor, id: string) {
  return setPublished(ctx, actor, id, false);
}

async function setPublished(ctx: AppContext, actor: Actor, id: string, publish: boolean) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const before = await repo.lock(tx, id);
    if (!before) throw new AppError(ErrorCode.notFound, m.notFound);
    if ((before.status === 'published') === publish) return; // already so: nothing to do or audit
    if (publish && before.endsAt && new Date(before.endsAt) <= now) throw endsOnPast();
    await repo.update(tx, id, {
      status: publish ? 'published' : 'draft',
      publishedAt: publish ? now : null,
      ...(publish ? await queueNewsEmail(tx, before, now) : {}),
      updatedAt: now,
    });
    await record(tx, {
      ...actor,
      action: publish ? 'announcement.publish' : 'announcement.unpublish',
      targetType: 'announcement',
      targetId: id,
      before: { status: before.status },
      after: { status: publish ? 'published' : 'draft' },
      at: now,
    });
    await pushChanged(tx, [before.audience], now);
  });
  return staffRow(ctx, id);
}

/** GET /api/me/announcements: the live ones for the user's audiences that they have not dismissed. */
export async function myAnnouncements(ctx: AppContext, user: AuthUser): Promise<MyAnnouncements> {
  const rows = await repo.live(ctx.db, user.id, audiencesOf(resolveRole(user)), ctx.clock.now());
  return { items: rows.map((r) => ({ id: r.id, title: r.title, body: r.body, publishedAt: iso(r.publishedAt)! })) };
}

/**
 * Dismisses one of the user's live announcements, for good and on every device: the user's other
 * tabs hear it at once. One not shown to them (another audience's, a draft, ended, unknown) is 404;
 * one dismissed already answers as the first time did.
 */
export async function dismissAnnouncement(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const shown = await repo.live(tx, user.id, audiencesOf(resolveRole(user)), now, id);
    if (!shown.length) {
      if (await repo.dismissed(tx, id, user.id)) return;
      throw new AppError(ErrorCode.notFound, m.notLive);
    }
    await repo.dismiss(tx, id, user.id, now);
    await enqueue(tx, realtimeTask(`user:${user.id}`, { type: 'announcements.changed' }), now);
  });
}

/**
 * The outbox's announcement.email task: one page of the announcement's news email to the clients
 * and hosts of its audience who agreed to news and offers, the next page a task of its own. While
 * notifications.marketingEmails is off (read at each page), or once the announcement is no longer
 * published, nobody more is emailed.
 */
export async function emailAnnouncementPage(ctx: AppContext, id: string, after: string | null): Promise<void> {
  const settings = await ctx.settings.get();
  if (!settings.notifications.marketingEmails) return;
  const a = await repo.one(ctx.db, id);
  if (!a || a.status !== 'published') return;
  await queueBulkEmailPage(
    ctx,
    { types: emailedTypesOf(a.audience), preference: 'marketingEmails' },
    after,
    // The admin's title and text as written; the frame in each recipient's language (issue 34).
    (r) => ({
      subject: a.title,
      text: bulkEmailText(r, { platform: settings.general.platformName, body: [a.body], why: 'news' }),
    }),
    (last) => announcementEmailTask(id, last),
  );
}

/**
 * The outbox's task of this module: a page of an announcement emailed as news to those who
 * agreed (notifications.marketingEmails), after the last recipient of the page before (null:
 * the first page).
 */
export interface AnnouncementEmailPayload {
  announcementId: string;
  after: string | null;
}
declare module '../outbox/outbox.service' {
  interface TaskPayloads {
    'announcement.email': AnnouncementEmailPayload;
  }
}

function announcementEmailTask(announcementId: string, after: string | null): OutboxTask {
  return {
    kind: 'announcement.email',
    payload: { announcementId, after },
    summary: `news email of announcement ${announcementId}${after ? ` after ${after}` : ''}`,
  };
}

/**
 * Its delivery, composed in modules/index.ts. A page queued twice (a crash between its commit
 * and this task's record) may email its page twice.
 */
export const announcementHandlers: Handlers<'announcement.email'> = {
  'announcement.email': (ctx, p) => emailAnnouncementPage(ctx, p.announcementId, p.after),
};
