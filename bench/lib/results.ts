import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus as cpus_, totalmem } from 'node:os';
import { resolve } from 'node:path';

/** Where each bench leaves its figures: bench/results/<name>.json (data) and <name>.md (the report). */
export const resultsDir = resolve(import.meta.dirname, '../results');

/** One budget of the issue and whether the measured value meets it. */
export interface BudgetCheck {
  what: string;
  budget: string;
  measured: string;
  met: boolean;
}

export interface BenchResult {
  /** A file-safe name: api-load, tender-2000, web. */
  name: string;
  /** The heading of this bench's section in docs/performance.md. */
  title: string;
  /** The command that reproduces it, e.g. `npm run bench:api`. */
  command: string;
  /** Markdown tables and notes: the figures themselves. */
  markdown: string;
  budgets: BudgetCheck[];
  data: unknown;
}

/** Writes the result files and prints the report, so a bench run alone still shows its figures. */
export function writeResult(result: BenchResult): void {
  mkdirSync(resultsDir, { recursive: true });
  const stamped = { ...result, at: new Date().toISOString(), machine: machineFacts() };
  writeFileSync(resolve(resultsDir, `${result.name}.json`), `${JSON.stringify(stamped, null, 2)}\n`);
  writeFileSync(resolve(resultsDir, `${result.name}.md`), renderSection(result));
  process.stdout.write(`\n${renderSection(result)}\n`);
}

export function renderSection(result: BenchResult): string {
  const budgetRows = result.budgets.map(
    (b) => `| ${b.what} | ${b.budget} | ${b.measured} | ${b.met ? 'met' : '**missed**'} |`,
  );
  return [
    `### ${result.title}`,
    '',
    `Command: \`${result.command}\``,
    '',
    result.markdown.trim(),
    '',
    '| Budget | Limit | Measured | |',
    '| --- | --- | --- | --- |',
    ...budgetRows,
    '',
  ].join('\n');
}

/** The machine a figure was taken on: figures only compare on the same kind of machine. */
export function machineFacts(): string {
  const cpus = cpus_();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
