import type { ScheduledJob } from '@espasyo/domain';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Mailer } from './lib/mailer';
import type { SettingsCache } from './modules/settings/settings.cache';
import type { Hub } from './realtime/hub';

/** A clock that tests can move forward (session expiry, token expiry, lockouts). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Who did an audited action, and from where. */
export interface Actor {
  actorId: string;
  ip: string | null;
}

/** The scheduled jobs (jobs/scheduler.ts); declared here so the context does not import the scheduler. */
export interface JobRunner {
  list(): Promise<ScheduledJob[]>;
  /** Runs one job now (admin tools); refused while another run holds its lock. */
  runNow(name: string, actor?: Actor): Promise<ScheduledJob>;
  /** One pass over all jobs: run those that are due. */
  tick(): Promise<void>;
  start(): void;
  stop(): void;
}

/** What every module gets: built once in createApp, shared by routes and services. */
export interface AppContext {
  db: Database;
  env: Env;
  settings: SettingsCache;
  mailer: Mailer;
  clock: Clock;
  /** WebSocket topics: publish after commit (realtime/hub.ts). */
  realtime: Hub;
  /** Scheduled jobs; started by main.ts only. */
  jobs: JobRunner;
}
