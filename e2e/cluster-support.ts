import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from '@20minutes/s3rver';
import { Redis } from 'ioredis';
import pg from 'pg';

// The cluster the two-instance journey runs on (cluster.spec.ts, decision 0055): a fresh
// PostgreSQL database, s3rver with a bucket, two built servers started at the same moment, and
// Debian's nginx in front of them with a configuration made from deploy/nginx/espasyo.conf.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The cookie the test's nginx routes by: `a` or `b` pins a browser to one instance. */
export const PIN_COOKIE = 'espasyo_pin';
/** The instances' RATE_LIMIT_SCALE: the API allows a signed-in user 100 × this a minute. */
export const RATE_LIMIT_SCALE = 3;

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
    socket.once('close', () => socket.destroy());
  }).finally(() => undefined);

/** What this machine lacks for the cluster (CI always has all three); empty when it has everything. */
export async function missingServices(): Promise<string[]> {
  const missing: string[] = [];
  if (!(await canConnect(5432))) missing.push('PostgreSQL on 127.0.0.1:5432');
  if (!(await canConnect(6379))) missing.push('Redis on 127.0.0.1:6379');
  if (!fs.existsSync(NGINX)) missing.push(`nginx (${NGINX}; Debian package nginx-light)`);
  return missing;
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** `count` free ports from `from` upwards (E2E_PORT + 1 …: the range the run was given). */
async function freePorts(from: number, count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let p = from; ports.length < count && p < from + 200; p++) if (await portIsFree(p)) ports.push(p);
  if (ports.length < count) throw new Error(`no ${count} free ports from ${from}`);
  return ports;
}

/** `text` with `from` replaced; throws when the sample no longer holds `from`, so a changed sample fails loudly. */
function swap(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx/espasyo.conf no longer contains ${String(from)}`);
  return typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to);
}

/**
 * The test's nginx configuration: the production sample as it is, except what a test user on
 * one machine cannot have — plain HTTP on a free port instead of TLS on 443 (and no redirect
 * from 80), paths inside `dir` — and the pin: a cookie-keyed map choosing an upstream of the
 * sample's two servers with the pinned one first and the other as its backup, so a test knows
 * which instance a browser talks to and nginx still moves it to the other when its own dies.
 * Without the cookie a request goes to the sample's own round-robin upstream.
 */
export function nginxConfig(dir: string, port: number, a: number, b: number): string {
  let c = fs.readFileSync(path.join(root, 'deploy/nginx/espasyo.conf'), 'utf8');
  c = swap(c, /server \{\n\s+listen 80;[\s\S]*?return 301 [^\n]*\n\}\n/, '');
  c = swap(c, 'listen 443 ssl http2;', `listen 127.0.0.1:${port};`);
  c = swap(c, /\n\s*listen \[::\]:443 ssl http2;/, '');
  c = swap(c, /\n\s*ssl_[^\n]*/g, '');
  c = swap(c, /\n\s*add_header Strict-Transport-Security [^\n]*/, '');
  c = swap(c, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${a} `);
  c = swap(c, 'server 127.0.0.1:3002 ', `server 127.0.0.1:${b} `);
  c = swap(c, '/var/cache/nginx/espasyo-assets', path.join(dir, 'assets-cache'));
  c = swap(c, '/var/log/nginx/espasyo.access.log', path.join(dir, 'access.log'));
  c = swap(c, 'proxy_pass http://espasyo;', 'proxy_pass http://$espasyo_pinned;');
  const pinned = (name: string, first: number, other: number) =>
    `upstream ${name} {\n    server 127.0.0.1:${first} max_fails=3 fail_timeout=10s;\n` +
    `    server 127.0.0.1:${other} backup;\n    keepalive 8;\n}\n`;
  const pin =
    `# Test only: the cookie ${PIN_COOKIE} pins a browser to one instance (decision 0055).\n` +
    pinned('espasyo_a', a, b) +
    pinned('espasyo_b', b, a) +
    `map $cookie_${PIN_COOKIE} $espasyo_pinned {\n    default espasyo;\n    a espasyo_a;\n    b espasyo_b;\n}\n`;
  const t = (name: string) => path.join(dir, name);
  return [
    `pid ${t('nginx.pid')};`,
    `error_log ${t('error.log')} warn;`,
    'worker_processes 1;',
    'events { worker_connections 256; }',
    'http {',
    `  client_body_temp_path ${t('client_body')};`,
    `  proxy_temp_path ${t('proxy')};`,
    `  fastcgi_temp_path ${t('fastcgi')};`,
    `  uwsgi_temp_path ${t('uwsgi')};`,
    `  scgi_temp_path ${t('scgi')};`,
    pin,
    c,
    '}',
  ].join('\n');
}

/** The sandbox's webhook secret as an instance derives it from SECRET_KEY (lib/server-key.ts, sandbox.gateway.ts). */
export function sandboxSecret(secretKey: string): string {
  const key = createHash('sha256').update(`espasyo-secrets:${secretKey}`).digest();
  return `whsec_sandbox_${createHmac('sha256', key).update('sandbox-webhook-secret').digest('base64url')}`;
}

/** The sandbox's signature header (`t=…,v1=…`) over `body`, signed now. */
export function sandboxSignature(secret: string, body: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

interface Instance {
  name: 'a' | 'b';
  port: number;
  url: string;
  child: ChildProcess;
  log: string;
  exited: Promise<number | null>;
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the instance at ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url}/readyz did not answer 200 within ${timeoutMs / 1000} s`);
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/**
 * Starts everything; `stop()` undoes all of it, also after a partial start (the caller's
 * afterAll calls it whatever happened).
 */
export async function startCluster(basePort: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-cluster-'));
  // Run as root (CI), nginx's workers are `nobody`: they must reach their cache and temp paths here.
  fs.chmodSync(dir, 0o755);
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const database = `cluster_e2e_${tag}`;
  const redisPrefix = `espasyo-cluster-e2e-${tag}:`;
  const secretKey = randomBytes(32).toString('base64url');
  const instances: Instance[] = [];
  let s3: S3rver | null = null;
  let nginx: ChildProcess | null = null;
  let databaseCreated = false;
  const admin = new pg.Pool({ connectionString: PG_ADMIN, max: 1 });
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    }
    await Promise.all(
      instances.map(async (i) => {
        if (i.child.exitCode !== null || i.child.signalCode !== null) return;
        i.child.kill('SIGTERM');
        const t = setTimeout(() => i.child.kill('SIGKILL'), 15_000);
        await i.exited;
        clearTimeout(t);
      }),
    );
    await s3?.close().catch(() => undefined);
    await db.end().catch(() => undefined);
    if (databaseCreated) await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } catch {
      // Redis gone: nothing of ours to clean there
    } finally {
      redis.disconnect();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    const [portA, portB, nginxPort] = await freePorts(basePort + 1, 3);
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    await admin.query(`create database ${database}`);
    databaseCreated = true;

    const bucket = 'espasyo-cluster';
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: bucket }],
    });
    const { port: s3Port } = await s3.run();

    const env = (name: 'a' | 'b', port: number): NodeJS.ProcessEnv => {
      const e: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(dir, `data-${name}`),
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        REDIS_KEY_PREFIX: redisPrefix,
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        SECRET_KEY: secretKey,
        TRUST_PROXY: 'true',
        PUBLIC_URL: publicUrl,
        DEMO_DATA: 'on',
        LOG_LEVEL: 'warn',
        // A browser's pages make many API calls a minute: the journey's users would meet 100 a
        // minute; three times the settings' limits leaves room and still shows them hold.
        RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE),
      };
      delete e.SMTP_URL;
      return e;
    };
    // Both at the same moment: the start-up advisory lock (decision 0054) lets one migrate and
    // seed while the other waits, then finds everything done.
    for (const [name, port] of [
      ['a', portA],
      ['b', portB],
    ] as const) {
      const log = path.join(dir, `instance-${name}.log`);
      const out = fs.openSync(log, 'a');
      const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
        env: env(name, port),
        stdio: ['ignore', out, out],
      });
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      instances.push({ name, port, url: `http://127.0.0.1:${port}`, child, log, exited });
    }

    const confFile = path.join(dir, 'nginx.conf');
    fs.writeFileSync(confFile, nginxConfig(dir, nginxPort, portA, portB));
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', confFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused the generated configuration:\n${check.stderr}`);
    nginx = spawn(NGINX, ['-p', dir, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });

    await Promise.all(instances.map((i) => waitForReady(i.url, i.child, 240_000)));
    await waitForReady(publicUrl, nginx, 10_000);

    return {
      publicUrl,
      a: instances[0],
      b: instances[1],
      db,
      secretKey,
      dir,
      /** The nginx access log's lines so far (the sample's format names the upstream that answered). */
      accessLog: () => fs.readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean),
      /** The end of an instance's log, for a failure's message. */
      tail: (i: Instance) => fs.readFileSync(i.log, 'utf8').split('\n').slice(-30).join('\n'),
      stop,
    };
  } catch (e) {
    const logs = instances
      .map((i) => `--- instance ${i.name}\n${fs.existsSync(i.log) ? fs.readFileSync(i.log, 'utf8').slice(-3000) : ''}`)
      .join('\n');
    await stop();
    throw new Error(`${e instanceof Error ? e.message : String(e)}\n${logs}`, { cause: e });
  }
}
