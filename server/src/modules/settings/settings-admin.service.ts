import {
  AppError,
  ErrorCode,
  checkSettingsCategory,
  mergeSettings,
  parseSettingsImport,
  settingsCategories,
  settingsDefaults,
  settingsExportFile,
  type PlatformSettings,
  type SettingsCategory,
  type SettingsHistoryQuery,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { newId } from '../../lib/ids';
import { record } from '../audit/audit.service';
import { settingsRepository as repo } from './settings.repository';
import { diffCategory, historyEntries, toHistoryDto, type Changes } from './settings-history';

export interface Actor {
  actorId: string;
  ip: string | null;
}

interface WriteSpec {
  changeType: 'update' | 'action';
  action?: 'import' | 'reset';
  /** The category the admin acted on, or undefined for the whole document. */
  scope?: SettingsCategory;
  imported?: boolean;
  next(current: PlatformSettings): PlatformSettings;
}

/**
 * Writes to the platform settings (update one category, import a file, reset to the spec's
 * defaults). Each is one transaction: the row is locked, the result checked as a whole,
 * saved, and its settings-history entries and audit row written; only after commit does the
 * cache change and the realtime broadcast go out. A refused write changes nothing.
 */
export class SettingsAdminService {
  constructor(private readonly ctx: AppContext) {}

  async read() {
    const row = await repo.find(this.ctx.db);
    const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
    return {
      settings: mergeSettings(settingsDefaults, (row?.data as Partial<PlatformSettings>) ?? null),
      createdAt: iso(row?.createdAt),
      updatedAt: iso(row?.updatedAt),
      lastUpdatedBy: row?.lastUpdatedBy
        ? ((await repo.person(this.ctx.db, row.lastUpdatedBy)) ?? { id: row.lastUpdatedBy, name: null, email: null })
        : null,
      importedAt: iso(row?.importedAt),
    };
  }

  update<C extends SettingsCategory>(category: C, patch: Partial<PlatformSettings[C]>, actor: Actor) {
    return this.write(actor, {
      changeType: 'update',
      scope: category,
      next: (current) => {
        const check = checkSettingsCategory(category, { ...current[category], ...patch });
        if (!check.ok) throw invalid(check.issues.map((i) => ({ ...i, path: i.path.replace(`${category}.`, '') })));
        return { ...current, [category]: check.value };
      },
    });
  }

  importFile(content: string, actor: Actor) {
    const parsed = parseSettingsImport(content);
    if (!parsed.ok) throw invalid(parsed.issues);
    return this.write(actor, { changeType: 'action', action: 'import', imported: true, next: () => parsed.value });
  }

  /** Back to the spec's table (currency USD, timezone UTC): requirements §9, design §1. */
  reset(category: SettingsCategory | undefined, actor: Actor) {
    return this.write(actor, {
      changeType: 'action',
      action: 'reset',
      scope: category,
      next: (current) =>
        category
          ? { ...current, [category]: structuredClone(settingsDefaults[category]) }
          : structuredClone(settingsDefaults),
    });
  }

  async exportFile(actor: Actor) {
    const settings = await this.ctx.settings.get();
    const now = this.ctx.clock.now();
    await record(this.ctx.db, {
      ...actor,
      action: 'settings.export',
      targetType: 'settings',
      targetId: 'platform',
      at: now,
    });
    return settingsExportFile(settings, now);
  }

  async history(q: SettingsHistoryQuery) {
    let before: { timestamp: Date; id: string } | undefined;
    if (q.cursor) {
      const at = await repo.findHistoryEntry(this.ctx.db, q.cursor);
      if (!at)
        throw new AppError(ErrorCode.validation, 'The history cursor is not valid. Load the first page again.', 400);
      before = { timestamp: new Date(at.timestamp), id: at.id };
    }
    const category = q.category === 'all' ? undefined : q.category;
    const rows = await repo.listHistory(this.ctx.db, { category, limit: q.limit + 1, before });
    const page = rows.slice(0, q.limit);
    return { entries: page.map(toHistoryDto), nextCursor: rows.length > q.limit ? page[page.length - 1].id : null };
  }

  private async write(actor: Actor, spec: WriteSpec): Promise<PlatformSettings> {
    const now = this.ctx.clock.now();
    const next = await this.ctx.db.transaction().execute(async (tx: Tx) => {
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
      return result;
    });
    this.ctx.settings.invalidate(next);
    return next;
  }
}

function mapValues<T, U>(o: Record<string, T>, fn: (v: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fn(v)]));
}

function invalid(issues: { path: string; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const i of issues) fields[i.path || '_'] ??= i.message;
  return new AppError(ErrorCode.validation, issues[0]?.message ?? 'Invalid settings', 400, fields);
}
