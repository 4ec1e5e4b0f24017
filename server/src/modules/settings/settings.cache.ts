import {
  installedSettings,
  mergeSettings,
  passwordPolicyOf,
  publicSettings,
  settingsDefaults,
  type PlatformSettings,
} from '@espasyo/domain';
import type { Database, Executor } from '../../db/client';
import { settingsRepository as repo } from './settings.repository';

/**
 * The one way to read platform settings, held by the context as `ctx.settings` (state, like
 * the realtime hub, not a module service). Values come from settings/platform merged over
 * the spec's defaults, cached in memory and refreshed after every write
 * (settings-admin.service.ts); if the row cannot be read, the built-in defaults apply
 * (docs/product/errors.md).
 */
export class SettingsCache {
  private cache: PlatformSettings | null = null;

  constructor(private readonly db: Database) {}

  /** First start: write settings/platform with PHP and Asia/Manila over the defaults (docs/product/ground-rules.md). */
  async ensureInstalled(): Promise<void> {
    await repo.insert(this.db, installedSettings, null);
    this.cache = null;
  }

  /**
   * `via`: the caller's transaction, when it reads inside one: on PGlite (one connection) a read
   * through the pool would wait for that transaction to end, and it never would.
   */
  async get(via?: Executor): Promise<PlatformSettings> {
    if (this.cache) return this.cache;
    try {
      const row = await repo.find(via ?? this.db);
      this.cache = mergeSettings(settingsDefaults, (row?.data as Partial<PlatformSettings>) ?? null);
    } catch {
      return settingsDefaults;
    }
    return this.cache;
  }

  async public() {
    return publicSettings(await this.get());
  }

  async passwordPolicy() {
    return passwordPolicyOf(await this.get());
  }

  /** general.platformName: the name emails and texts sign with. */
  async platformName() {
    return (await this.get()).general.platformName;
  }

  /** Called after any write so every reader sees the new values at once. */
  invalidate(next?: PlatformSettings) {
    this.cache = next ?? null;
  }

  /** Another instance changed the settings: take its values without broadcasting again. */
  adopt(next: PlatformSettings) {
    this.cache = next;
  }
}
