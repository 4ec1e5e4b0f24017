import { z } from 'zod';
import path from 'node:path';
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL, tileHostSource } from './lib/map-tiles';

/** An optional setting: unset or empty is absent. */
const optionalText = (t: z.ZodString) => z.preprocess((v) => (v === '' ? undefined : v), t.optional());

/** The only reader of process.env. Parsed once at start. */
const schema = z.object({
  /**
   * `production` refuses unsafe set-ups and leaves out the demo data (README, "Going to production").
   * The default keeps a new user's `npm start` a working demo on their own machine.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** `off` behind a pooler in transaction mode (PgBouncer): the statements are not prepared (decision 0081). */
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  /** Demo accounts and data on first start; on unless NODE_ENV=production. */
  DEMO_DATA: z.enum(['on', 'off']).optional(),
  /** Public origin used in emailed links, e.g. https://espasyo.ph. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Espasyo <no-reply@espasyo.ph>'),
  /** The development mailbox (/dev/mailbox): `local` (default) answers this machine only, `on` everyone, `off` nobody. Never with SMTP. */
  DEV_MAILBOX: z.enum(['on', 'off', 'local']).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /**
   * Rate limits counted in Redis, shared by every instance (decision 0052), e.g.
   * redis://127.0.0.1:6379/0 or rediss://user:pass@host:6380. Unset: each process counts in memory.
   */
  REDIS_URL: optionalText(z.string().regex(/^rediss?:\/\/\S+$/, 'a redis:// or rediss:// URL')),
  /** Starts every key this installation writes to Redis, so installations (or test files) can share one server. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - (at most 64)')
    .default('espasyo:'),
  /** Multiplies the API rate limits of the settings (browser tests: many users from one IP). */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Key for secrets kept in the database (TOTP seeds). Set it when several instances share a database; otherwise DATA_DIR/secret.key is created. */
  SECRET_KEY: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Lets a scraper that is not on this machine read /metrics with `Authorization: Bearer <token>`
   * (decision 0054); without it only this machine may.
   */
  METRICS_TOKEN: optionalText(z.string().min(16)),
  /**
   * How long a SIGTERM may take: requests under way, running jobs and outbox deliveries finish
   * within it, then the process exits regardless (decision 0054). Keep a service manager's stop
   * timeout above it.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /**
   * After SIGTERM, how long /readyz answers 503 while the instance still serves, before it stops
   * listening: for a load balancer that polls readiness. 0 (default) for nginx, which moves on
   * as soon as the port stops answering.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /**
   * The map's tiles (/client/map): a URL template with {z}, {x} and {y} ({s} for a subdomain),
   * or `off` for markers on a plain background. The CSP's img-src allows its host.
   */
  MAP_TILE_URL: z
    .string()
    .default(DEFAULT_TILE_URL)
    .refine((v) => v === 'off' || tileHostSource(v) !== null, {
      message: 'an http(s) URL template with {z}, {x} and {y}, or off',
    }),
  /** Credit shown on the map (HTML links allowed), as the tile server's terms ask. */
  MAP_TILE_ATTRIBUTION: z.string().max(500).default(DEFAULT_TILE_ATTRIBUTION),
  MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  /**
   * Payment gateways (decision 0037; README, "Payment gateways"). A gateway takes payments when
   * its secret key is set and financial.paymentGateway names it; otherwise the sandbox runs. Its
   * webhook endpoint verifies signatures whenever its webhook secret is set.
   */
  PAYMONGO_SECRET_KEY: optionalText(
    z.string().regex(/^sk_(test|live)_/, 'a PayMongo secret key (sk_test_… or sk_live_…)'),
  ),
  PAYMONGO_PUBLIC_KEY: optionalText(
    z.string().regex(/^pk_(test|live)_/, 'a PayMongo public key (pk_test_… or pk_live_…)'),
  ),
  PAYMONGO_WEBHOOK_SECRET: optionalText(z.string().min(8)),
  /** Where PayMongo's API is (tests point it at a local server). */
  PAYMONGO_API_URL: z.string().url().default('https://api.paymongo.com'),
  STRIPE_SECRET_KEY: optionalText(
    z.string().regex(/^(sk|rk)_(test|live)_/, 'a Stripe secret key (sk_test_… or sk_live_…)'),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText(z.string().min(8)),
  /** Where Stripe's API is, as a URL (its host, port and protocol go to the Stripe client); Stripe's own by default. */
  STRIPE_API_URL: optionalText(z.string().url()),
  /**
   * Web Push's VAPID keys (decision 0044), base64url as `npx web-push generate-vapid-keys` prints
   * them; both or neither. Unset, the server makes a pair on first start and keeps it in the database.
   */
  VAPID_PUBLIC_KEY: optionalText(z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'a base64url VAPID public key')),
  VAPID_PRIVATE_KEY: optionalText(z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'a base64url VAPID private key')),
  /** Who push services may contact about this server's pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: optionalText(z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: URL')),
  /** Text messages through Semaphore (semaphore.co) when set; otherwise they go to the development mailbox. */
  SEMAPHORE_API_KEY: optionalText(z.string().min(8)),
  /** The approved sender name texts show; Semaphore's own ('SEMAPHORE') when unset. */
  SEMAPHORE_SENDER_NAME: optionalText(z.string().max(11)),
  /** Where Semaphore's API is (tests point it at a local server). */
  SEMAPHORE_API_URL: z.string().url().default('https://api.semaphore.co'),
  /**
   * Uploaded files in an S3-compatible bucket instead of DATA_DIR/uploads (decision 0053): set
   * all five or none. The bucket stays private: every file is served through the app's routes.
   */
  S3_ENDPOINT: optionalText(z.string().regex(/^https?:\/\/[^/\s]+/, 'the http:// or https:// URL of the S3 service')),
  S3_BUCKET: optionalText(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name (3–63 characters: a-z, 0-9, dot, dash)'),
  ),
  S3_REGION: optionalText(z.string().max(64)),
  S3_ACCESS_KEY_ID: optionalText(z.string().max(256)),
  S3_SECRET_ACCESS_KEY: optionalText(z.string().max(256)),
  /** `true` for servers that take the bucket in the path (MinIO, Garage, SeaweedFS, s3rver) rather than the host name. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
});

/** The settings that make up the S3 storage: all of them or none. */
const S3_VARS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Where an S3-compatible storage is and how to sign in to it (lib/s3-storage.ts). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Who may read the development mailbox: nobody, requests from this machine only, or everyone. */
export type MailboxAccess = 'off' | 'local' | 'open';

export type Env = Omit<z.infer<typeof schema>, 'DEMO_DATA'> & {
  DEMO_DATA: 'on' | 'off';
  dataDir: string;
  publicUrl: string;
  mailbox: MailboxAccess;
  /** The bucket for uploaded files, or null: the local directory DATA_DIR/uploads. */
  s3: S3Config | null;
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema
    .refine((e) => !e.VAPID_PUBLIC_KEY === !e.VAPID_PRIVATE_KEY, {
      path: ['VAPID_PRIVATE_KEY'],
      message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither',
    })
    .superRefine((e, issue) => {
      const missing = S3_VARS.filter((k) => !e[k]);
      if (missing.length === 0 || missing.length === S3_VARS.length) return;
      issue.addIssue({
        code: 'custom',
        path: [missing[0]!],
        message: `S3 storage needs ${S3_VARS.join(', ')} together (missing: ${missing.join(', ')}); set none to keep files in DATA_DIR/uploads`,
      });
    })
    .safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return withDerived(parsed.data);
}

export function withDerived(e: z.infer<typeof schema>): Env {
  return {
    ...e,
    DEMO_DATA: e.DEMO_DATA ?? (e.NODE_ENV === 'production' ? 'off' : 'on'),
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    mailbox: e.SMTP_URL || e.DEV_MAILBOX === 'off' ? 'off' : e.DEV_MAILBOX === 'on' ? 'open' : 'local',
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : null,
  };
}

/** Defaults for tests: no files, no SMTP, mailbox for this machine (app.inject comes from 127.0.0.1). */
export function testEnv(overrides: Partial<z.infer<typeof schema>> = {}): Env {
  // API rate limits ×1000 so a test file's many requests from one address never trip them;
  // the rate-limit tests pass RATE_LIMIT_SCALE: 1 to get the settings' own figures.
  return withDerived(
    schema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'off', RATE_LIMIT_SCALE: 1000, ...overrides }),
  );
}
