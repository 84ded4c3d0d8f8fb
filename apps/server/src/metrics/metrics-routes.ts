import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { PoolStats } from '../db/pool-stats.ts';
import { type AppMetrics, METRIC_PREFIX } from './app-metrics.ts';
import { countLockedAccounts } from './metrics-repository.ts';

/** Where Prometheus scrapes; outside the JSON API contract, like /health (docs/api.md, Metrics). */
export const METRICS_PATH = '/samex/rest/metrics';

/** What the metrics read of the session cache (auth/session-cache.ts), without importing auth. */
export interface SessionCacheView {
  readonly size: number;
  readonly isListening: boolean;
  readonly lookups: { readonly hits: number; readonly misses: number };
}

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token a scrape must present. */
  token: string;
  db: Db;
  poolStats: () => PoolStats;
  /** The server's session cache, when SESSION_CACHE is on. */
  sessionCache?: SessionCacheView;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the token: `Bearer <token>`, compared in constant time
 * (both sides hashed first, so neither the length nor a prefix of the token shows in the timing).
 */
export function presentsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const given = sha256(match?.[1] ?? '');
  return timingSafeEqual(given, sha256(token)) && match !== null;
}

/**
 * Counts every request (by method, route pattern and status; a URL no route matched is `unmatched`, so a
 * scan cannot blow up the label sets) and its latency, and the API's coded refusals; then serves
 * `GET /samex/rest/metrics` to a scrape that presents METRICS_TOKEN. Call before the routes.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, opts: MetricsOptions): void {
  addStateSources(metrics, opts);
  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeOf(request);
    if (route === METRICS_PATH) return;
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  // Refusals go out as HTTP 200 with their code (docs/api.md): read before the reply is serialised.
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload: unknown) => {
    const code = (payload as { code?: unknown } | null)?.code;
    if (typeof code === 'number' && code !== 0)
      metrics.refusals.inc({ route: routeOf(request), code: String(code) });
    return payload;
  });

  // A scrape every 15 s would fill the log: only refusals are logged (warn).
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (!presentsToken(request.headers.authorization, opts.token)) {
      request.log.warn('metrics: scrape refused, wrong or missing bearer token');
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('401 Unauthorized: send Authorization: Bearer <METRICS_TOKEN>\n');
    }
    const { contentType, body } = await metrics.exposition();
    return reply.type(contentType).send(body);
  });
}

/** The states read at each scrape: the database pool, the session cache, locked accounts. */
function addStateSources(metrics: AppMetrics, opts: MetricsOptions): void {
  metrics.addGaugeSource({
    name: `${METRIC_PREFIX}db_pool_connections`,
    help: 'Database connections of this server, by state (in_use, idle); PGlite has one',
    labelNames: ['state'],
    read(set) {
      const stats = opts.poolStats();
      set(stats.inUse, { state: 'in_use' });
      set(stats.total - stats.inUse, { state: 'idle' });
    },
  });
  metrics.addGaugeSource({
    name: `${METRIC_PREFIX}db_pool_waiting`,
    help: 'Queries waiting for a database connection (all taken)',
    read: (set) => set(opts.poolStats().waiting),
  });
  metrics.addGaugeSource({
    name: `${METRIC_PREFIX}db_pool_max`,
    help: 'Database connections this server may open',
    read: (set) => set(opts.poolStats().max),
  });
  metrics.addGaugeSource({
    name: `${METRIC_PREFIX}accounts_locked`,
    help: 'Accounts locked now (after too many wrong passwords, until support unlocks them), all servers',
    async read(set) {
      set(await countLockedAccounts(opts.db));
    },
  });
  const cache = opts.sessionCache;
  if (!cache) return;
  metrics.addGaugeSource({
    name: `${METRIC_PREFIX}session_cache_entries`,
    help: 'Sessions this server keeps in memory',
    read: (set) => set(cache.size),
  });
  metrics.addGaugeSource({
    name: `${METRIC_PREFIX}session_cache_listening`,
    help: '1 while the session cache hears changes (LISTEN up) and may answer, 0 while it is bypassed',
    read: (set) => set(cache.isListening ? 1 : 0),
  });
  metrics.addCounterSource({
    name: `${METRIC_PREFIX}session_cache_lookups_total`,
    help: 'Session lookups by result: hit (answered from memory) or miss (read from the database)',
    labelNames: ['result'],
    read(add) {
      add(cache.lookups.hits, { result: 'hit' });
      add(cache.lookups.misses, { result: 'miss' });
    },
  });
}
