import { describe, expect, it } from 'vitest';
import { Scheduler } from '../jobs/scheduler';
import { enqueue, messageTask } from '../modules/outbox/outbox.service';
import { useTestApp } from '../test/hooks';

const TOKEN = 'metrics-token-for-the-test-0123';
// Behind a proxy (TRUST_PROXY): a proxied request from outside must still not count as local.
const t = useTestApp({ env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' } });

const scrape = async (headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });

/** The value of one sample line, e.g. `name{a="b"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics (issue 23)', () => {
  it('answers this machine in the Prometheus text format, never cached', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE espasyo_http_request_duration_seconds histogram');
    expect(res.body).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it('refuses another machine, and a request a proxy here forwards from one, unless it brings the token', async () => {
    expect((await scrape({}, '203.0.113.9')).statusCode).toBe(403);
    const proxied = await scrape({ 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1');
    expect(proxied.statusCode).toBe(403);
    expect(proxied.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect(proxied.body).not.toContain('espasyo_');
    expect((await scrape({ authorization: 'Bearer wrong-token-of-the-same-size' }, '203.0.113.9')).statusCode).toBe(
      403,
    );
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9')).statusCode).toBe(200);
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1' }, '127.0.0.1')).statusCode).toBe(200);
  });

  it('times requests by the route pattern, never the raw URL', async () => {
    const id = '01900000-0000-7000-8000-000000000001';
    await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/definitely-not-a-route' });
    const { body } = await scrape();
    expect(
      sample(
        body,
        'espasyo_http_request_duration_seconds_count{method="GET",route="/api/listings/:id",status_code="404"}',
      ),
    ).toBe(1);
    expect(body).not.toContain(id);
    expect(body).not.toContain('definitely-not-a-route');
  });

  it('counts job runs and failures, outbox deliveries, webhook events, and shows sockets and the pool', async () => {
    const jobs = [
      { name: 'test.ok-job', description: 'Works', intervalMs: 60_000, run: async () => 'fine' },
      {
        name: 'test.bad-job',
        description: 'Fails',
        intervalMs: 60_000,
        run: async () => {
          throw new Error('broken');
        },
      },
    ];
    const scheduler = new Scheduler(() => t.ctx, jobs, t.app.log);
    await scheduler.runNow('test.ok-job');
    await scheduler.runNow('test.bad-job');
    await t.db
      .transaction()
      .execute((tx) =>
        enqueue(tx, messageTask({ kind: 'email', to: 'm@example.com', subject: 'S', text: 'T' }), t.clock.now()),
      );
    await t.ctx.outbox.idle();
    // Not signed: refused, and counted.
    const hook = await t.app.inject({ method: 'POST', url: '/api/webhooks/payments/sandbox', payload: { id: 'x' } });
    expect(hook.statusCode).toBe(400);

    const { body } = await scrape();
    expect(sample(body, 'espasyo_job_runs_total{job="test.ok-job",status="ok"}')).toBe(1);
    expect(sample(body, 'espasyo_job_runs_total{job="test.bad-job",status="failed"}')).toBe(1);
    expect(sample(body, 'espasyo_job_duration_seconds_count{job="test.ok-job"}')).toBe(1);
    expect(sample(body, 'espasyo_outbox_deliveries_total{kind="email",outcome="delivered"}')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'espasyo_webhook_events_total{gateway="sandbox",outcome="rejected"}')).toBe(1);
    expect(sample(body, 'espasyo_websocket_connections')).toBe(0);
    if (t.ctx.env.DATABASE_URL) {
      expect(sample(body, 'espasyo_db_pool_connections{pool="main",state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(body, 'espasyo_db_pool_connections{pool="main",state="waiting"}')).toBe(0);
    } else {
      expect(body).not.toContain('espasyo_db_pool_connections{'); // PGlite: one connection, no pool
    }
  });
});
