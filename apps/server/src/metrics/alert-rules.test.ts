import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Db } from '../db/connect.ts';
import { SERVER_ROOT } from '../server-root.ts';
import { AppMetrics, OUTBOX_METRICS } from './app-metrics.ts';
import { registerMetrics } from './metrics-routes.ts';

// The example alert rules of docs/prometheus-alerts.yml must name metrics the server exports: a renamed
// metric would otherwise leave an alert that never fires.

interface Rule {
  alert: string;
  expr: string;
  labels?: { severity?: string };
  annotations?: { summary?: string };
}

const rules = (
  parse(readFileSync(join(SERVER_ROOT, '../../docs/prometheus-alerts.yml'), 'utf8')) as {
    groups: { rules: Rule[] }[];
  }
).groups.flatMap((g) => g.rules);

/** Every series name the metrics expose, histogram series included. */
function exported(): Set<string> {
  const metrics = new AppMetrics();
  const cache = { size: 0, isListening: true, lookups: { hits: 0, misses: 0 } };
  const poolStats = () => ({ max: 1, total: 1, inUse: 0, waiting: 0 });
  registerMetrics(Fastify(), metrics, {
    token: 'x'.repeat(32),
    db: {} as Db,
    poolStats,
    sessionCache: cache,
  });
  const names = new Set<string>();
  for (const m of metrics.registry.getMetricsAsArray()) {
    names.add(m.name);
    if (String(m.type) === 'histogram')
      for (const s of ['_bucket', '_sum', '_count']) names.add(`${m.name}${s}`);
  }
  return names;
}

describe('docs/prometheus-alerts.yml', () => {
  it('has rules with a name, an expression, a severity and a summary', () => {
    expect(rules.length).toBeGreaterThan(10);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^TenderPortal\w+$/);
      expect(rule.expr.trim()).not.toBe('');
      expect(['page', 'ticket']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toBeTruthy();
    }
  });

  it('names only metrics the server exports, and the outbox gauges', () => {
    const known = exported();
    for (const name of Object.values(OUTBOX_METRICS)) known.add(name);
    const named = rules.flatMap((r) =>
      [...r.expr.matchAll(/\b(tender_\w+|nodejs_\w+|process_\w+)/g)].map((m) => m[1]),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !known.has(name ?? ''))).toEqual([]);
    // What the alerting of docs/deployment.md names: health, 5xx, lockouts, the outbox's age.
    const exprs = rules.map((r) => r.expr).join('\n');
    for (const needed of [
      'probe_success',
      'status=~"5.."',
      'tender_account_lockouts_total',
      OUTBOX_METRICS.oldestDueAge,
    ])
      expect(exprs).toContain(needed);
  });
});
