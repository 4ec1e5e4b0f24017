import {
  AppError,
  ErrorCode,
  resolveRole,
  staffNoticeMessages as m,
  type NoticeAudience,
  type NoticeRecipients,
  type SentNotice,
  type SentNoticesPage,
  type SentNoticesQuery,
  type StaffNoticeForm,
} from '@espasyo/domain';
import type { Actor, AppContext } from '../../../context';
import { newId } from '../../../lib/ids';
import { record } from '../../audit/audit.service';
import { enqueue, type Handlers, type OutboxTask } from '../../outbox/outbox.service';
import { findUserByEmail } from '../../users/accounts.service';
import { notify, toNotification, userTopic } from '../notifications.service';
import { staffNoticesRepository as repo, type SentNoticeRow } from './staff-notices.repository';

/**
 * Notices staff send from /notifications (issue 21, decision 0045): to one user, found by email,
 * or to every active client, host or staff member. A group's notifications are written by one
 * INSERT … SELECT in the send's transaction, with the notice's row and its audit entry; their live
 * pushes are one outbox task (notification.fanout) that pushes them a page at a time.
 */

/** Pushes of a group send per outbox task: the next page is a task of its own. */
export const FANOUT_PAGE = 1_000;

function toSent(r: SentNoticeRow): SentNotice {
  return {
    id: r.id,
    kind: r.kind,
    audience: r.audience,
    recipient: r.recipientEmail ? { name: r.recipientName ?? '', email: r.recipientEmail } : null,
    title: r.title,
    message: r.message,
    link: r.actionUrl,
    recipients: r.recipients,
    sentBy: r.sentBy ? { id: r.sentBy, name: r.senderName ?? '' } : null,
    source: r.source,
    suppressed: r.suppressed,
    sentAt: new Date(r.createdAt).toISOString(),
  };
}

export async function sentNotices(ctx: AppContext, q: SentNoticesQuery): Promise<SentNoticesPage> {
  const { total, items } = await repo.page(ctx.db, q);
  return { items: items.map(toSent), total, page: q.page, pageSize: q.pageSize };
}

async function activeUserByEmail(ctx: AppContext, email: string) {
  const user = email ? await findUserByEmail(ctx.db, email) : undefined;
  return user && user.status === 'active' ? user : null;
}

/** Who a send would reach (the form's preview), and whether system alerts are on. */
export async function noticeRecipients(
  ctx: AppContext,
  audience: NoticeAudience,
  email: string | undefined,
): Promise<NoticeRecipients> {
  const systemAlerts = (await ctx.settings.get()).notifications.systemAlerts;
  if (audience !== 'user') return { count: await repo.countGroup(ctx.db, audience), user: null, systemAlerts };
  const user = await activeUserByEmail(ctx, email ?? '');
  return {
    count: user ? 1 : 0,
    user: user ? { name: user.name, email: user.email, role: resolveRole(user) } : null,
    systemAlerts,
  };
}

/** Sends the notice; answers it as the list shows it. Audited with its audience and count. */
export async function sendNotice(ctx: AppContext, actor: Actor, form: StaffNoticeForm): Promise<SentNotice> {
  const now = ctx.clock.now();
  const id = newId();
  const actionUrl = form.link || null;
  const user = form.audience === 'user' ? await activeUserByEmail(ctx, form.email) : null;
  if (form.audience === 'user' && !user) {
    throw new AppError(ErrorCode.noticeNoRecipient, m.noRecipient, { email: m.noRecipient });
  }
  await ctx.db.transaction().execute(async (tx) => {
    let recipients: number;
    if (user) {
      // One user: the ordinary notify(), with its own live push.
      await notify(ctx, tx, {
        userId: user.id,
        type: 'system',
        subType: 'staff_notice',
        title: form.title,
        message: form.message,
        actionUrl,
      });
      recipients = 1;
    } else {
      const group = form.audience as Exclude<NoticeAudience, 'user'>;
      recipients = await repo.notifyGroup(tx, {
        batchId: id,
        group,
        title: form.title,
        message: form.message,
        actionUrl,
        at: now,
      });
      if (!recipients) throw new AppError(ErrorCode.noticeNoRecipients, m.noRecipients);
      await enqueue(tx, noticeFanOutTask(id, null), now);
    }
    await repo.insertNotice(tx, {
      id,
      kind: 'notice',
      audience: form.audience,
      recipientId: user?.id ?? null,
      recipientName: user?.name ?? null,
      recipientEmail: user?.email ?? null,
      title: form.title,
      message: form.message,
      actionUrl,
      recipients,
      sentBy: actor.actorId,
      source: null,
      createdAt: now,
    });
    await record(tx, {
      ...actor,
      action: 'notification.send',
      targetType: user ? 'user' : 'notification_group',
      targetId: user?.id ?? form.audience,
      after: {
        notice: id,
        audience: form.audience,
        email: user?.email,
        title: form.title,
        link: actionUrl,
        recipients,
      },
      at: now,
    });
  });
  return toSent((await repo.one(ctx.db, id))!);
}

/**
 * The outbox's notification.fanout task: pushes a page of a group send's notifications to their
 * users' topics, then queues the next page as a task of its own (so no delivery runs long). Safe
 * to repeat: a tab that gets a notification twice shows it once (it is the same id).
 */
export async function fanOutNotice(ctx: AppContext, noticeId: string, after: string | null): Promise<void> {
  const rows = await repo.batch(ctx.db, noticeId, after, FANOUT_PAGE);
  for (const row of rows) {
    await ctx.realtime.publish(userTopic(row.userId), { type: 'notification', notification: toNotification(row) });
  }
  if (rows.length === FANOUT_PAGE) {
    await enqueue(ctx.db, noticeFanOutTask(noticeId, rows[rows.length - 1].id), ctx.clock.now());
  }
}

/**
 * The outbox's task of this module: the live pushes of a staff notice's notifications to a
 * group, a page at a time after the user `after` (decision 0045).
 */
export interface NoticeFanOutPayload {
  noticeId: string;
  after: string | null;
}
declare module '../../outbox/outbox.service' {
  interface TaskPayloads {
    'notification.fanout': NoticeFanOutPayload;
  }
}

function noticeFanOutTask(noticeId: string, after: string | null): OutboxTask {
  return {
    kind: 'notification.fanout',
    payload: { noticeId, after },
    summary: `notice ${noticeId}${after ? ` after ${after}` : ''}`,
  };
}

/** Its delivery, composed in modules/index.ts. A page pushed twice reaches the same tabs with the same notifications: harmless. */
export const staffNoticeHandlers: Handlers<'notification.fanout'> = {
  'notification.fanout': (ctx, p) => fanOutNotice(ctx, p.noticeId, p.after),
};
