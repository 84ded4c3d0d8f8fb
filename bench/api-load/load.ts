import autocannon from 'autocannon';
import { cpuSeconds } from './rss.ts';

/** What one load run gives: throughput and latency as autocannon measures them. */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Replies other than 2xx, errors and timeouts: a valid run has none. */
  failures: number;
  /**
   * CPU the server process spent per request, in µs (when its pid is given): unlike throughput, it
   * hardly moves when other work shares the machine.
   */
  cpuPerRequestUs: number;
}

export const CONNECTIONS = 32;

/** POSTs body to url with CONNECTIONS connections for the given seconds, after a short warm-up. */
export async function load(
  url: string,
  body: object,
  headers: Record<string, string>,
  seconds: number,
  serverPid?: number,
): Promise<LoadFigures> {
  const options = {
    url,
    method: 'POST' as const,
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
  // JIT, plan caches and pool connections warm up first, so the figures are the steady state.
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = serverPid === undefined ? Number.NaN : cpuSeconds(serverPid);
  const result = await autocannon({ ...options, duration: seconds });
  const cpu = serverPid === undefined ? Number.NaN : cpuSeconds(serverPid) - cpuBefore;
  return {
    cpuPerRequestUs: (cpu * 1e6) / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
