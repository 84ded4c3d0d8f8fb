import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the reply has gone, so how long it takes tells the caller nothing (the
 * forgot-password code: a real account's look-up, code and mail must not answer slower than an
 * unknown one's). Failures are logged; `idle` lets shutdown and tests wait for what is under way.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly followUps: Array<() => Promise<void>> = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, work: () => Promise<void>): void {
    const task = Promise.resolve()
      .then(work)
      .catch((err: unknown) => this.log.error({ err, task: label }, 'background task failed'))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /**
   * Work `idle` also waits for once the tasks are done: the mail outbox's delivery of what is due, so
   * "the request's mails have gone" is one wait.
   */
  alsoAwait(work: () => Promise<void>): void {
    this.followUps.push(work);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async idle(): Promise<void> {
    do {
      while (this.running.size > 0) await Promise.all([...this.running]);
      for (const work of this.followUps) await work();
    } while (this.running.size > 0);
  }
}
