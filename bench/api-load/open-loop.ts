import { Agent, request } from 'node:http';
import { percentile } from '../lib/stats.ts';

// Latency at a fixed request rate (open loop): requests leave on a fixed schedule whether or not earlier
// ones have returned, as users' clicks do, and each is timed from the moment it was due, so a slow reply
// or a late timer counts against the server instead of delaying the next request (no coordinated omission).
//
// Not autocannon's `overallRate`: that gives each connection a quota per second which it sends back to
// back at the start of the second and then pauses (autocannon/lib/httpClient.js, `reqsMadeThisSecond`),
// so its "300 per second" is a burst of closed-loop traffic once a second, not an even rate.

export interface RateFigures {
  /** The rate asked for and the rate of replies actually received over the run. */
  rate: number;
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  /** Replies other than 2xx, errors and time-outs. */
  failures: number;
  /** The most requests in flight at once: the connections the rate needed. */
  peakInFlight: number;
}

export const RATE = 300;
const TIMEOUT_MS = 10_000;
const MAX_SOCKETS = 256;

export async function loadAtRate(
  url: string,
  body: object,
  headers: Record<string, string>,
  seconds: number,
  rate = RATE,
): Promise<RateFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  try {
    // Sockets, JIT and plan caches warm up at the same rate first.
    await run(agent, url, body, headers, 2, rate);
    return await run(agent, url, body, headers, seconds, rate);
  } finally {
    agent.destroy();
  }
}

function run(
  agent: Agent,
  url: string,
  body: object,
  headers: Record<string, string>,
  seconds: number,
  rate: number,
): Promise<RateFigures> {
  const payload = Buffer.from(JSON.stringify(body));
  const target = new URL(url);
  const total = Math.round(seconds * rate);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  let done = 0;
  let inFlight = 0;
  let peakInFlight = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const finish = (due: number, ok: boolean) => {
      inFlight--;
      done++;
      if (ok) latencies.push(performance.now() - due);
      else failures++;
      if (done === total) {
        const elapsed = (performance.now() - start) / 1000;
        latencies.sort((a, b) => a - b);
        resolve({
          rate,
          achieved: latencies.length / elapsed,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          max: latencies.at(-1) ?? 0,
          requests: total,
          failures,
          peakInFlight,
        });
      }
    };
    const send = (due: number) => {
      inFlight++;
      peakInFlight = Math.max(peakInFlight, inFlight);
      let settled = false;
      const settle = (ok: boolean) => {
        if (settled) return;
        settled = true;
        finish(due, ok);
      };
      const req = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': payload.length, ...headers },
          timeout: TIMEOUT_MS,
        },
        (res) => {
          const ok = (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300;
          res.on('end', () => settle(ok));
          res.on('error', () => settle(false));
          res.resume();
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => settle(false));
      req.end(payload);
    };
    // Sends every request that is due, then sleeps until the next one; a late timer sends the overdue
    // ones at once, each still timed from when it was due.
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        send(start + sent * interval);
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
}
