import {
  AppError,
  ErrorCode,
  checkSettingsCategory,
  installedSettings,
  mergeSettings,
  parseSettingsImport,
  settingsCategories,
  settingsDefaults,
  settingsExportFile,
  type PlatformSettings,
  type SettingsCategory,
  type SettingsDocument,
  type SettingsHistoryPage,
  type SettingsHistoryQuery,
} from '@espasyo/domain';
import type { Actor, AppContext } from '../../context';
import type { Executor, Tx } from '../../db/client';
import { newId } from '../../lib/ids';
import { record } from '../audit/audit.service';
import { enqueue, realtimeTask } from '../outbox/outbox.service';
import { findUser } from '../users/accounts.service';
import { settingsRepository as repo } from './settings.repository';
import { diffCategory, historyEntries, toHistoryDto, type Changes } from './settings-history';
import { queueMaintenanceNotice } from './maintenance-notice.service';

interface WriteSpec {
  changeType: 'update' | 'action';
  action?: 'import' | 'reset';
  /** The category the admin acted on, or undefined for the whole document. */
  scope?: SettingsCategory;
  imported?: boolean;
  next(current: PlatformSettings): PlatformSettings;
}

/*
 * The admin side of the platform settings. Writes (update one category, import a file,
 * reset to the installation's defaults) are each one transaction: the row is locked, the result
 * checked as a whole, saved, and its settings-history entries, audit row and realtime
 * broadcast (an outbox task) written; only after commit does the cache change and the
 * broadcast go out. A refused write changes nothing.
 */
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The settings as the admin page shows them, with when and by whom they last changed. */
export async function readSettingsDocument(ctx: AppContext): Promise<SettingsDocument> {
  const row = await repo.find(ctx.db);
  return {
    settings: mergeSettings(settingsDefaults, (row?.data as Partial<PlatformSettings>) ?? null),
    createdAt: iso(row?.createdAt),
    updatedAt: iso(row?.updatedAt),
    lastUpdatedBy: row?.lastUpdatedBy ? await person(ctx.db, row.lastUpdatedBy) : null,
    importedAt: iso(row?.importedAt),
  };
}

/** Who a user id is, for "last updated by" (no name or email when the account is gone). */
async function person(db: Executor, id: string) {
  const u = await findUser(db, id);
  return u ? { id: u.id, name: u.name, email: u.email } : { id, name: null, email: null };
}

export function updateSettings<C extends SettingsCategory>(
  ctx: AppContext,
  category: C,
  patch: Partial<PlatformSettings[C]>,
  actor: Actor,
) {
  return write(ctx, actor, {
    changeType: 'update',
    scope: category,
    next: (current) => {
      const check = checkSettingsCategory(category, { ...current[category], ...patch });
      if (!check.ok) throw invalid(check.issues.map((i) => ({ ...i, path: i.path.replace(`${category}.`, '') })));
      return { ...current, [category]: check.value };
    },
  });
}

export function importSettings(ctx: AppContext, content: string, actor: Actor) {
  const parsed = parseSettingsImport(content);
  if (!parsed.ok) throw invalid(parsed.issues);
  return write(ctx, actor, { changeType: 'action', action: 'import', imported: true, next: () => parsed.value });
}

/**
 * Back to what a fresh installation writes (design §1: the spec's table with currency PHP and
 * time zone Asia/Manila), one category or all: docs/product/settings.md.
 */
export function resetSettings(ctx: AppContext, category: SettingsCategory | undefined, actor: Actor) {
  return write(ctx, actor, {
    changeType: 'action',
    action: 'reset',
    scope: category,
    next: (current) =>
      category
        ? { ...current, [category]: structuredClone(installedSettings[category]) }
        : structuredClone(installedSettings),
  });
}

/** The settings file an admin downloads (and may import later); the download is audited. */
export async function exportSettingsFile(ctx: AppContext, actor: Actor) {
  const settings = await ctx.settings.get();
  const now = ctx.clock.now();
  await record(ctx.db, {
    ...actor,
    action: 'settings.export',
    targetType: 'settings',
    targetId: 'platform',
    at: now,
  });
  return settingsExportFile(settings, now);
}

/** Settings history, newest first, a page of `q.limit` from the cursor on. */
export async function settingsHistory(ctx: AppContext, q: SettingsHistoryQuery): Promise<SettingsHistoryPage> {
  let before: { timestamp: Date; id: string } | undefined;
  if (q.cursor) {
    const at = await repo.findHistoryEntry(ctx.db, q.cursor);
    if (!at) throw new AppError(ErrorCode.validation, 'The history cursor is not valid. Load the first page again.');
    before = { timestamp: new Date(at.timestamp), id: at.id };
  }
  const category = q.category === 'all' ? undefined : q.category;
  const rows = await repo.listHistory(ctx.db, { category, limit: q.limit + 1, before });
  const page = rows.slice(0, q.limit);
  return { entries: page.map(toHistoryDto), nextCursor: rows.length > q.limit ? page[page.length - 1].id : null };
}

/** Every settings-history entry as stored, oldest first (the admin data export). */
export async function allSettingsHistory(db: Executor) {
  return (await repo.allHistory(db)).map((h) => ({ ...h, timestamp: new Date(h.timestamp).toISOString() }));
}

async function write(ctx: AppContext, actor: Actor, spec: WriteSpec): Promise<PlatformSettings> {
  const now = ctx.clock.now();
  const next = await ctx.db.transaction().execute(async (tx: Tx) => {
    const row = await repo.findForUpdate(tx);
    const current = mergeSettings(settingsDefaults, (row?.data as Partial<PlatformSettings>) ?? null);
    const result = spec.next(current);
    if (row) await repo.save(tx, result, actor.actorId, { imported: spec.imported, at: now });
    else {
      await repo.insert(tx, result, actor.actorId);
      await repo.save(tx, result, actor.actorId, { imported: spec.imported, at: now });
    }
    const changed: Partial<Record<SettingsCategory, Changes>> = {};
    for (const c of settingsCategories) {
      const d = diffCategory(current[c], result[c]);
      if (Object.keys(d).length) changed[c] = d;
    }
    for (const entry of historyEntries(changed, spec)) {
      await repo.addHistory(tx, { id: newId(), ...entry, userId: actor.actorId, timestamp: now });
    }
    await record(tx, {
      ...actor,
      action: `settings.${spec.action ?? 'update'}`,
      targetType: 'settings',
      targetId: spec.scope ?? 'all',
      before: Object.fromEntries(Object.entries(changed).map(([c, d]) => [c, mapValues(d, (v) => v.before)])),
      after: Object.fromEntries(Object.entries(changed).map(([c, d]) => [c, mapValues(d, (v) => v.after)])),
      at: now,
    });
    // To admins' sockets and the other instances' caches, after the commit (decision 0032). The
    // whole document: a push queued later supersedes this one, so a late retry cannot undo it.
    const push = { topic: 'settings', settings: result };
    await enqueue(tx, realtimeTask('settings', push, { origin: ctx.realtime.instanceId, latestOnly: true }), now);
    await queueMaintenanceNotice(tx, current, result, now);
    return result;
  });
  ctx.settings.invalidate(next);
  return next;
}

function mapValues<T, U>(o: Record<string, T>, fn: (v: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fn(v)]));
}

function invalid(issues: { path: string; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const i of issues) fields[i.path || '_'] ??= i.message;
  return new AppError(ErrorCode.validation, issues[0]?.message ?? 'Invalid settings', fields);
}
