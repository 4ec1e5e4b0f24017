import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

let processRegistry: Registry | null = null;

/**
 * The process's own figures (CPU, memory, event-loop delay, GC): gathered once per process, as
 * their collectors are process-wide; every app's registry is merged with it at scrape time.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The app's Prometheus metrics (decision 0054), one registry per app so that several apps in a
 * test process never share counts. Code that counts reaches them through `ctx.metrics`.
 */
export class Metrics {
  readonly registry = new Registry();

  /** By the route's pattern (`/api/listings/:id`), never the raw URL: a bounded set of series. */
  readonly httpDuration = new Histogram({
    name: 'espasyo_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'espasyo_job_runs_total',
    help: 'Scheduled job runs in this instance, by job and status (ok, failed)',
    labelNames: ['job', 'status'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'espasyo_job_duration_seconds',
    help: 'How long a scheduled job run took, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });

  readonly outboxDeliveries = new Counter({
    name: 'espasyo_outbox_deliveries_total',
    help: 'Outbox task deliveries by kind and outcome (delivered; retry: failed, tried again later; failed: given up)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly webhookEvents = new Counter({
    name: 'espasyo_webhook_events_total',
    help:
      'Payment webhooks by gateway and outcome: accepted, duplicate, rejected (on receipt); ' +
      'processed, replay, failed (when the outbox processes them)',
    labelNames: ['gateway', 'outcome'] as const,
    registers: [this.registry],
  });

  /** A gauge read when scraped (pool sizes, open sockets): `read` sets its values. */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (set: (labels: Record<L, string>, value: number) => void) => void,
  ) {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        this.reset();
        read((labels, value) => this.set(labels as never, value));
      },
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text: this app's metrics and the process's. */
  text(): Promise<string> {
    return Registry.merge([processMetrics(), this.registry]).metrics();
  }
}
