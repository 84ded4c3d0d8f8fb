import { calculateLines } from '@tender/domain';
import { buildLargeTender } from '../../packages/domain/src/large-tender.fixture.ts';
import { median, percentile } from '../lib/stats.ts';

/**
 * The domain's full recalculation of a 2,000-line tender (headings, subtotal formulas, discounts), the
 * work done on every keystroke in the browser and on every save on the server. Timed after a warm-up,
 * as a user's tab runs it.
 */
export function measureDomainCalculation(runs = 201): { median: number; p95: number; lines: number } {
  const lines = buildLargeTender(2000);
  for (let i = 0; i < 300; i += 1) calculateLines(lines);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    calculateLines(lines);
    samples.push(performance.now() - started);
  }
  return { median: median(samples), p95: percentile(samples, 95), lines: lines.length };
}
