// What other features use of the metrics: counting their events (`metricsOf(db)?.lockouts.inc()`), and
// putting a state in view at each scrape (`addGaugeSource`, e.g. the mail outbox's depth). app.ts
// creates them and registers the route.
export {
  AppMetrics,
  addGaugeSource,
  type GaugeSource,
  METRIC_PREFIX,
  metricsOf,
  OUTBOX_METRICS,
  useMetrics,
} from './app-metrics.ts';
export { METRICS_PATH, registerMetrics } from './metrics-routes.ts';
