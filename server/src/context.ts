import type { ScheduledJob } from '@espasyo/domain';
import type { Redis } from 'ioredis';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/log-context';
import type { Mailer } from './lib/mailer';
import type { FileStorage } from './lib/storage';
import type { Metrics } from './lib/metrics';
import type { PushNetwork } from './lib/push-network';
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
  /** Starts no more runs, and resolves once the runs under way have finished. */
  stop(): Promise<void>;
}

/**
 * The outbox's worker (modules/outbox, decision 0032): delivers the tasks that transactions
 * wrote (emails, file clean-up, realtime pushes); declared here so the context imports no module.
 */
export interface DeliveryWorker {
  /** Polls for due tasks and delivers right after each commit that queued some (main.ts). */
  start(): void;
  /** Delivers right after each commit that queued tasks, without polling (the test app). */
  followCommits(): void;
  /** Stops, waiting for the deliveries under way. */
  stop(): Promise<void>;
  /** Delivers every due task now; resolves with how many were tried, once none is left. */
  deliverDue(): Promise<number>;
  /** Resolves when no delivery is under way in this process. */
  idle(): Promise<void>;
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
  /** Effects after a commit: enqueue(tx, …) in modules/outbox writes them, this delivers them. */
  outbox: DeliveryWorker;
  /** The one Redis client when REDIS_URL is set (shared rate limits, decision 0052); closed with the app. */
  redis: Redis | null;
  /** Uploaded files: DATA_DIR/uploads or the S3 bucket (lib/storage, decision 0053). */
  storage: FileStorage;
  /**
   * JSON lines through the logger of the work under way (lib/log-context): inside a request they
   * carry its reqId, inside a job run its job and runId, inside an outbox delivery its task id.
   */
  log: Logger;
  /** Prometheus counters and histograms (lib/metrics, served by http/metrics.ts). */
  metrics: Metrics;
  /** DNS and connections to the browsers' push services (lib/push-network, decision 0057). */
  pushNetwork: PushNetwork;
}
