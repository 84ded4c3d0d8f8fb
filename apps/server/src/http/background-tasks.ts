import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the reply has gone, so how long it takes tells the caller nothing (the
 * forgot-password code: a real account's look-up, code and mail must not answer slower than an
 * unknown one's). Failures are logged; `idle` lets shutdown and tests wait for what is under way.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, work: () => Promise<void>): void {
    const task = Promise.resolve()
      .then(work)
      .catch((err: unknown) => this.log.error({ err, task: label }, 'background task failed'))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
