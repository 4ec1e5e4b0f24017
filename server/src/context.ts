import type { Database } from './db/client';
import type { Env } from './env';
import type { Mailer } from './lib/mailer';
import type { SettingsService } from './modules/settings/settings.service';
import type { Hub } from './realtime/hub';
import type { Scheduler } from './jobs/scheduler';

/** A clock that tests can move forward (session expiry, token expiry, lockouts). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every module gets: built once in createApp, shared by routes and services. */
export interface AppContext {
  db: Database;
  env: Env;
  settings: SettingsService;
  mailer: Mailer;
  clock: Clock;
  /** WebSocket topics: publish after commit (realtime/hub.ts). */
  realtime: Hub;
  /** Scheduled jobs; started by main.ts only. */
  jobs: Scheduler;
}
