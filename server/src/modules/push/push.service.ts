import webpush from 'web-push';
import {
  AppError,
  ErrorCode,
  PUSH_DEVICES_MAX,
  describeUserAgent,
  pushServiceHost,
  en,
  type PushDevice,
  type PushKey,
  type PushMessage,
  type PushSubscribeBody,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import type { Env } from '../../env';
import { newId } from '../../lib/ids';
import { checkPushHost } from '../../lib/push-network';
import type { Handlers, OutboxTask } from '../outbox/outbox.service';
import { pushRepository as repo, type PushSubscriptionRow } from './push.repository';
import { recordConsent, systemDevice, type ConsentDevice } from '../consents/consents.service';

/*
 * Web Push (issue 21, decision 0044). The server signs every push with one VAPID key pair: the
 * environment's, or one made on first start and kept in the database, so every instance on it
 * signs alike. Each device a user subscribes is a row; a notification that says pushNotification
 * is queued by notify() as an outbox task (kind `push`), delivered here after the commit through
 * the `web-push` package (it encrypts the payload and signs the VAPID header), to every device
 * of the user. A push service that answers 404 or 410 has dropped the subscription: its row goes.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const made = new WeakMap<Database, Promise<VapidKeys>>();

/** The key pair: the environment's, else the database's, made there by the first instance to need it. */
export function vapidKeys(ctx: Pick<AppContext, 'db' | 'env'>): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = ctx.env;
  if (publicKey && privateKey) return Promise.resolve({ publicKey, privateKey });
  let keys = made.get(ctx.db);
  if (!keys) {
    keys = (async () => {
      const found = await repo.findKeys(ctx.db);
      if (found) return found;
      await repo.insertKeysIfNone(ctx.db, webpush.generateVAPIDKeys());
      return (await repo.findKeys(ctx.db))!;
    })();
    keys.catch(() => made.delete(ctx.db)); // a failed read is tried again next time
    made.set(ctx.db, keys);
  }
  return keys;
}

/** VAPID_SUBJECT, else the mailto: of the address emails come from. */
export function vapidSubject(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(env.SMTP_FROM)?.[1] ?? env.SMTP_FROM.trim();
  return `mailto:${address}`;
}

/** GET /api/me/push/key */
export async function pushKey(ctx: AppContext): Promise<PushKey> {
  const [{ publicKey }, settings] = await Promise.all([vapidKeys(ctx), ctx.settings.get()]);
  return { publicKey, enabled: settings.notifications.pushNotifications };
}

const toDevice = (r: PushSubscriptionRow): PushDevice => ({
  id: r.id,
  device: r.device,
  endpoint: r.endpoint,
  createdAt: new Date(r.createdAt).toISOString(),
  lastSuccessAt: r.lastSuccessAt ? new Date(r.lastSuccessAt).toISOString() : null,
});

/** GET /api/me/push-subscriptions: the user's devices, newest first. */
export async function myDevices(ctx: AppContext, userId: string) {
  return { items: (await repo.listForUser(ctx.db, userId)).map(toDevice) };
}

/**
 * POST /api/me/push-subscriptions: this browser's subscription, for this user. The schema took
 * only a browser push service's endpoint; a name of theirs that resolves to a private address
 * is refused (one that does not resolve now is checked again at each push, decision 0057). The
 * same endpoint again updates its keys; another user's is refused, not moved. Past
 * PUSH_DEVICES_MAX devices the one unused longest is dropped. One request per user at a time.
 */
export async function subscribe(
  ctx: AppContext,
  userId: string,
  body: PushSubscribeBody,
  device: ConsentDevice,
): Promise<PushDevice> {
  if ((await checkPushHost(ctx.pushNetwork, pushServiceHost(body.endpoint)!)) === 'refused')
    throw new AppError(ErrorCode.pushEndpointRefused, en.account.pushEndpointRefused);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    await repo.lockUser(tx, userId);
    const row = await repo.subscribe(tx, {
      id: newId(),
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      device: describeUserAgent(device.userAgent).slice(0, 100),
      createdAt: now,
      lastSuccessAt: null,
    });
    if (!row) throw new AppError(ErrorCode.pushEndpointTaken, en.account.pushEndpointTaken);
    // Push on this device is a consent (issue 34): each subscription a row of the log, with it.
    await recordConsent(tx, { userId, kind: 'web_push', action: 'given', deviceId: row.id, device, at: now });
    for (const dropped of await repo.trim(tx, userId, PUSH_DEVICES_MAX))
      await recordConsent(tx, {
        userId,
        kind: 'web_push',
        action: 'withdrawn',
        deviceId: dropped,
        device: systemDevice('device limit: the one unused longest dropped'),
        at: now,
      });
    return toDevice(row);
  });
}

/** DELETE /api/me/push-subscriptions/{id}: one of the user's own; anyone else's is not found. */
export async function unsubscribe(ctx: AppContext, userId: string, id: string, device: ConsentDevice): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await repo.deleteOwn(tx, userId, id))) throw new AppError(ErrorCode.notFound, en.generic.notFound);
    await recordConsent(tx, {
      userId,
      kind: 'web_push',
      action: 'withdrawn',
      deviceId: id,
      device,
      at: ctx.clock.now(),
    });
  });
}

/** Whether the user has a device to push to (notify() queues no task for a user with none). */
export async function hasPushDevices(db: Executor, userId: string): Promise<boolean> {
  return (await repo.countForUser(db, userId)) > 0;
}

const PUSH_TIMEOUT_MS = 30_000;
/** A push waits at the push service this long for a device that is off, then is dropped. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * One push to one device: the push service's status, or 'refused' when the endpoint is not a
 * browser push service's or its name leads to a private address (decision 0057: then nothing
 * is connected to). The connection goes to the addresses just checked.
 */
async function pushTo(
  ctx: AppContext,
  s: PushSubscriptionRow,
  payload: string,
  options: webpush.RequestOptions,
): Promise<number | 'refused'> {
  const host = pushServiceHost(s.endpoint);
  const addresses = host ? await checkPushHost(ctx.pushNetwork, host) : 'refused';
  if (addresses === 'refused') return 'refused';
  if (addresses === 'unresolved') throw new Error(`${host} does not resolve`);
  const subscription = { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } };
  try {
    const res = await webpush.sendNotification(subscription, payload, {
      ...options,
      agent: ctx.pushNetwork.agent(addresses),
    });
    return res.statusCode;
  } catch (e) {
    if (e instanceof webpush.WebPushError) return e.statusCode;
    throw e;
  }
}

/**
 * The outbox's `push` task: `message` to every device of the user. A device that took it is
 * marked; one whose push service answers 404 or 410 is deleted, and so is one whose endpoint is
 * refused (decision 0057: kept from before the check, or a name now leading to a private
 * address), with no trace but the server log; any other failure throws, so the task is tried
 * again (every device again: the tag makes a repeat replace, not add).
 */
export async function deliverPush(ctx: AppContext, p: PushPayload): Promise<void> {
  const subs = await repo.listForUser(ctx.db, p.userId);
  if (!subs.length) return;
  const keys = await vapidKeys(ctx);
  const payload = JSON.stringify(p.message);
  const options: webpush.RequestOptions = {
    vapidDetails: { subject: vapidSubject(ctx.env), ...keys },
    TTL: PUSH_TTL_SECONDS,
    urgency: p.urgent ? 'high' : 'normal',
    timeout: PUSH_TIMEOUT_MS,
  };
  const failures: string[] = [];
  for (const s of subs) {
    let status: number | 'refused';
    try {
      status = await pushTo(ctx, s, payload, options);
    } catch (e) {
      failures.push(`${s.device}: ${(e as Error).message}`);
      continue;
    }
    if (status === 'refused') {
      ctx.log.warn({ subscription: s.id }, 'push endpoint refused: the device is removed');
      await dropDevice(ctx, s.id, 'push endpoint refused');
    } else if (status === 404 || status === 410) await dropDevice(ctx, s.id, 'push service dropped the subscription');
    else if (status >= 200 && status < 300) await repo.markSuccess(ctx.db, s.id, ctx.clock.now());
    else failures.push(`${s.device}: the push service answered ${status}`);
  }
  if (failures.length) throw new Error(`Push not delivered to ${failures.join('; ')}`.slice(0, 500));
}

/** A device removed without its person: its consent ends too (issue 34), in one transaction. */
async function dropDevice(ctx: AppContext, id: string, why: string) {
  await ctx.db.transaction().execute(async (tx) => {
    const gone = await repo.deleteById(tx, id);
    if (gone)
      await recordConsent(tx, {
        userId: gone.userId,
        kind: 'web_push',
        action: 'withdrawn',
        deviceId: id,
        device: systemDevice(why),
        at: ctx.clock.now(),
      });
  });
}

/** The outbox's task of this module: a Web Push to every device of a user (decision 0044), what the service worker shows. */
export interface PushPayload {
  userId: string;
  message: PushMessage;
  /** High priority or a new booking: the push service wakes the device at once. */
  urgent: boolean;
}
declare module '../outbox/outbox.service' {
  interface TaskPayloads {
    push: PushPayload;
  }
}

export function pushTask(userId: string, message: PushMessage, urgent: boolean): OutboxTask {
  return { kind: 'push', payload: { userId, message, urgent }, summary: `push to user ${userId}` };
}

/** Its delivery, composed in modules/index.ts. A repeat carries the same tag, so a device replaces rather than adds. */
export const pushHandlers: Handlers<'push'> = { push: deliverPush };
