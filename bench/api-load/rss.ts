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

/** The CPU time (user + system) a process has used so far, in seconds, from /proc (Linux), or NaN. */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces, hence the last ')'): utime and stime are
    // the 12th and 13th, in clock ticks of 1/100 s on Linux.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
