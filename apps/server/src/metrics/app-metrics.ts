import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/connect.ts';

// The figures an operator watches (issue 34, docs/deployment.md, Monitoring): one registry per app
// server, so two servers in one test process never mix their counts. Events (requests, sign-in
// failures, lockouts, uploads) are counted as they happen; states (the pool, the session cache, locked
// accounts, and later the mail outbox) are read at each scrape by a gauge source.

/** Every metric of the portal's own starts with this; prom-client's defaults keep their names. */
export const METRIC_PREFIX = 'tender_';

/**
 * The mail outbox's gauges (issue 34, item 4), named here so that the alert rules (docs/prometheus-alerts.yml)
 * and the outbox agree: mails by state (queued, sending, sent, failed, dropped), and the age of the oldest
 * mail due and not sent (seconds since it was queued, through its retries; 0 when none). app.ts registers
 * them with addGaugeSource, reading the outbox (mail/mail-queue.ts).
 */
export const OUTBOX_METRICS = {
  mails: `${METRIC_PREFIX}mail_outbox_mails`,
  oldestDueAge: `${METRIC_PREFIX}mail_outbox_oldest_due_age_seconds`,
  /** The ERP hand-offs (issue 29) by state. */
  handoffs: `${METRIC_PREFIX}award_handoffs`,
} as const;

/** Request latency buckets (seconds): a cached read is a few ms, a 2,000-line save about 130 ms. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Upload size buckets (bytes), from a scanned page to the 100 MiB limit. */
const UPLOAD_BUCKETS = [10e3, 100e3, 1e6, 5e6, 10e6, 25e6, 50e6, 100e6].map(Math.round);

/**
 * A state read when Prometheus scrapes, e.g. the mail outbox's depth and the age of its oldest due
 * mail. `read` sets the current values through `set` (a label set per line; none for a single value).
 * A source that throws (the database unreachable) leaves its gauge empty for that scrape and counts
 * `tender_metrics_source_errors_total{source}`: the scrape itself still answers.
 */
export interface GaugeSource<L extends string = string> {
  /** The metric's name, `tender_...`; the unit as the last word (`_seconds`, `_bytes`, or a count). */
  name: string;
  help: string;
  labelNames?: readonly L[];
  read(set: (value: number, labels?: Partial<Record<L, string>>) => void): Promise<void> | void;
}

export class AppMetrics {
  readonly registry = new Registry();

  /** Every answered request, by method, route pattern and HTTP status. */
  readonly requests = new Counter({
    name: `${METRIC_PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly latency = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time from request received to reply sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  /** The API's coded refusals, which go out as HTTP 200 with `code` in the body (docs/api.md). */
  readonly refusals = new Counter({
    name: `${METRIC_PREFIX}api_refusals_total`,
    help: 'Calls answered with a result code other than 0 (HTTP 200 with code in the body), by route and code',
    labelNames: ['route', 'code'] as const,
    registers: [this.registry],
  });

  readonly signInFailures = new Counter({
    name: `${METRIC_PREFIX}sign_in_failures_total`,
    help: 'Failed sign-in calls (as SIGNIN_FAILURE_LIMIT counts them), by route and result code; 3000012 is a refusal by the limit',
    labelNames: ['route', 'code'] as const,
    registers: [this.registry],
  });

  readonly lockouts = new Counter({
    name: `${METRIC_PREFIX}account_lockouts_total`,
    help: 'Accounts locked by this server after too many wrong passwords',
    registers: [this.registry],
  });

  readonly uploads = new Histogram({
    name: `${METRIC_PREFIX}upload_bytes`,
    help: 'Uploads stored as documents, by size (the count is the uploads, the sum their bytes); refusals are in tender_api_refusals_total',
    buckets: UPLOAD_BUCKETS,
    registers: [this.registry],
  });

  private readonly sourceErrors = new Counter({
    name: `${METRIC_PREFIX}metrics_source_errors_total`,
    help: 'Scrapes in which a gauge source failed (its gauge was left out), by source',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  constructor(opts: { defaults?: boolean } = {}) {
    // Process memory, CPU, heap, handles, GC and the event loop's delay (nodejs_eventloop_lag_*).
    if (opts.defaults !== false) collectDefaultMetrics({ register: this.registry });
  }

  /** Adds a gauge read at each scrape (see GaugeSource). */
  addGaugeSource<L extends string>(source: GaugeSource<L>): void {
    const read = this.guarded(source);
    new Gauge<L>({
      ...this.described(source),
      async collect() {
        this.reset();
        await read((value, labels) => (labels ? this.set(labels as never, value) : this.set(value)));
      },
    });
  }

  /**
   * Adds a counter whose totals are kept elsewhere and read at each scrape (the session cache counts
   * its own hits): `read` gives each label set's total so far.
   */
  addCounterSource<L extends string>(source: GaugeSource<L>): void {
    const read = this.guarded(source);
    new Counter<L>({
      ...this.described(source),
      async collect() {
        this.reset();
        await read((value, labels) => (labels ? this.inc(labels as never, value) : this.inc(value)));
      },
    });
  }

  /** A source's metric as prom-client declares one, in this registry. */
  private described<L extends string>(source: GaugeSource<L>) {
    return {
      name: source.name,
      help: source.help,
      labelNames: source.labelNames ?? ([] as readonly L[]),
      registers: [this.registry],
    };
  }

  /** The source's read, its failure counted instead of failing the scrape. */
  private guarded<L extends string>(source: GaugeSource<L>): GaugeSource<L>['read'] {
    return async (set) => {
      const values: [number, Partial<Record<L, string>> | undefined][] = [];
      try {
        await source.read((value, labels) => values.push([value, labels]));
      } catch {
        this.sourceErrors.inc({ source: source.name });
        return;
      }
      for (const [value, labels] of values) set(value, labels);
    };
  }

  /** The text Prometheus scrapes (text exposition format 0.0.4). */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

const byDb = new WeakMap<Db, AppMetrics>();

/** Makes `metrics` the app server's whose database is `db` (one per app, as the session cache is). */
export function useMetrics(db: Db, metrics: AppMetrics): void {
  byDb.set(db, metrics);
}

/**
 * The metrics of the app server whose database is `db`, or undefined (metrics off: METRICS_TOKEN unset,
 * or a command-line tool): callers count with `metricsOf(db)?.lockouts.inc()`.
 */
export function metricsOf(db: Db): AppMetrics | undefined {
  return byDb.get(db);
}

/**
 * Adds a gauge source to the metrics of the app server whose database is `db`; nothing when metrics
 * are off. The way a feature puts its state in view, e.g. the mail outbox:
 *
 *   addGaugeSource(ctx.db, { name: 'tender_mail_outbox_mails', help: '...', labelNames: ['state'],
 *     read: async (set) => { for (const r of await countByState(ctx.db)) set(r.n, { state: r.state }) } });
 */
export function addGaugeSource<L extends string>(db: Db, source: GaugeSource<L>): void {
  metricsOf(db)?.addGaugeSource(source);
}
