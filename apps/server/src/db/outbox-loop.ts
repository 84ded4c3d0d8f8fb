import type { NotifyHandlers, NotifyListener } from './notify-listener.ts';

// The loop of an outbox's delivery worker (the mail outbox, mail/outbox-worker.ts; the ERP hand-off,
// award-record/handoff-worker.ts): every app server runs one per outbox. It wakes on the outbox's NOTIFY
// channel (sent at the commit of a transaction that queued a row, to every server), on a timer set for
// the next due row, and at least every POLL_MS; each wake-up delivers what is due until nothing is left
// to claim. What a delivery is, and how a row is claimed, is the outbox's own.

/** How often a worker looks at its outbox when nothing has woken it. */
export const POLL_MS = 15_000;
/** The shortest wait before looking again, so a row due but locked elsewhere is not polled in a loop. */
const MIN_WAIT_MS = 250;
const HOUR_MS = 3_600_000;

/** The wait before attempt `attempts + 1`, after `attempts` failed: 30 s, 1 min, 2 min, ... at most 1 h. */
export function retryDelayMs(attempts: number, firstMs: number): number {
  return Math.min(firstMs * 2 ** Math.max(attempts - 1, 0), Math.max(HOUR_MS, firstMs));
}

/** `work`, or a rejection with `message` once `ms` have passed. */
export function withinMs<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Subscribes to a NOTIFY channel (DbHandle.listen). */
export type Listen = (channel: string, handlers: NotifyHandlers) => Promise<NotifyListener>;

/** Where a worker reports (the server's pino logger, or the command line's console). */
export interface OutboxLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** One outbox as its worker sees it. */
export interface Outbox {
  /** Its NOTIFY channel, and its name in the log. */
  channel: string;
  /** Delivers the due rows one after the other until none is left to claim or `stop()` says so. */
  deliverDue(stop: () => boolean): Promise<unknown>;
  /** Milliseconds until the next row is due or a claim's lease ends (undefined: none waiting). */
  nextDueInMs(): Promise<number | undefined>;
  /** Makes every row being sent due at `at` (a sole server's start: nobody else can be sending). */
  makeSendingDue(at: Date): Promise<void>;
}

/** The worker of one app server for one outbox: see the top of this file. */
export class OutboxWorker {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private listener: NotifyListener | undefined;

  constructor(
    private readonly outbox: Outbox,
    private readonly log: OutboxLog,
    /** The longest wait between two looks (POLL_MS unless the outbox's setting says otherwise). */
    private readonly pollMs = POLL_MS,
  ) {}

  /**
   * Starts listening and delivers what is due. `sole`: no other process can be sending (the embedded
   * database belongs to this one), so a row left `sending` by a process that died is due at once.
   */
  async start(opts: { listen?: Listen; sole?: boolean } = {}): Promise<void> {
    if (opts.sole) {
      await this.outbox.makeSendingDue(new Date());
    }
    const name = this.outbox.channel.replace('_', ' ');
    this.listener = await opts.listen?.(this.outbox.channel, {
      onNotify: () => this.nudge(),
      // Back after a lost connection: a notification may have been missed.
      onState: (listening) => {
        if (listening) this.nudge();
      },
      onError: (err) => this.log.warn({ err }, `${name}: LISTEN connection lost; polling`),
    });
    this.nudge();
  }

  /** Looks for due rows now (a pass under way looks again when it ends). */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  private async pass(): Promise<void> {
    let wait = this.pollMs;
    try {
      await this.outbox.deliverDue(() => this.stopped);
      const due = await this.outbox.nextDueInMs();
      if (due !== undefined) wait = Math.min(Math.max(due, MIN_WAIT_MS), this.pollMs);
    } catch (err) {
      if (!this.stopped) this.log.error({ err }, `${this.outbox.channel.replace('_', ' ')}: delivery failed`);
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => this.nudge(), wait);
    this.timer.unref();
  }

  /**
   * Resolves once every row due now has been sent, put back for a retry or failed, by this worker (one
   * another server has claimed is left to it). Tests and BackgroundTasks.idle wait on it.
   */
  async drain(): Promise<void> {
    while (!this.stopped) {
      if (this.running) await this.running;
      else {
        this.nudge();
        await this.running;
        if (!this.running) return;
      }
    }
  }

  /** Stops looking; a row being sent is finished (and recorded) first. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.listener?.stop();
    while (this.running) await this.running;
  }
}
