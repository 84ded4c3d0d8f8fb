import { readFileSync } from 'node:fs';

/** The resident memory of a process in MB, from /proc (Linux), or NaN when it cannot be read. */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every 100 ms until stopped; peak() is the highest seen. */
export function watchRss(pid: number): { peak(): number; stop(): void } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  return { peak: () => peak, stop: () => clearInterval(timer) };
}
