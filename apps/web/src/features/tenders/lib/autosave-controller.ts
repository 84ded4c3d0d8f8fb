import { hasUnsavedEdits } from './line-issues';
import type { LineStore } from './line-store';
import { draftPayload, type SaveQuotationInput, type SaveResult } from './quotation-payload';

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'retrying'; attempt: number }
  /** 4000006: autosave stops until the page reloads the tender. */
  | { kind: 'stale' }
  /** Refused for a reason retrying cannot fix (tender closed, status changed): the next edit tries again. */
  | { kind: 'failed'; message: string };

/** Header fields the Save button and Submit store along with the lines. */
export type HeaderChanges = Pick<SaveQuotationInput, 'reminder' | 'attendedall' | 'commentstojll'>;

export interface AutosaveOptions {
  store: LineStore;
  udztbnum: string;
  version: number | undefined;
  delayMs: number;
  send: (input: SaveQuotationInput) => Promise<SaveResult>;
  sendOnUnload: (input: SaveQuotationInput) => Promise<SaveResult | null>;
  user: () => string;
  /** What a failed save means: retry later, stop (stale version), or wait for the next edit. */
  classify: (error: unknown) => SaveFailureKind;
}

export type SaveFailureKind = 'transient' | 'stale' | 'final';

/**
 * Saves the changed lines in the background: `delayMs` after the last edit, one save at a time, each
 * carrying the version the previous reply gave. Network failures retry with back-off; a stale version
 * stops it. Lives outside React so a keystroke costs a timer restart, nothing more.
 */
export class AutosaveController {
  private status: AutosaveStatus = { kind: 'idle' };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private inFlight = 0;
  private enabled = true;
  private attempt = 0;
  private version: number | undefined;
  private lastLines: unknown;

  constructor(private readonly options: AutosaveOptions) {
    this.version = options.version;
    this.lastLines = options.store.getState().lines;
  }

  /** Starts watching the store for edits; the returned function stops (and drops a pending timer). */
  attach(): () => void {
    const unsubscribe = this.options.store.subscribe(this.onStoreChange);
    return () => {
      unsubscribe();
      clearTimeout(this.timer);
    };
  }

  getStatus = (): AutosaveStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The version the next save carries: the header's, then each save reply's. */
  getVersion = (): number | undefined => this.version;

  /** A fresh read of the tender (reload, transition): its version, and autosave may run again. */
  setVersion(version: number | undefined): void {
    if (version === this.version) return;
    this.version = version;
    this.resume();
  }

  /** After the tender was reloaded: a stale stop is over. */
  resume(): void {
    if (this.status.kind === 'stale' || this.status.kind === 'failed') this.setStatus({ kind: 'idle' });
  }

  /** Off where the supplier cannot save (read-only, hard copy, closed): nothing is scheduled. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) clearTimeout(this.timer);
  }

  /** Whether something typed is not on the server yet. */
  hasUnsaved = (): boolean => hasUnsavedEdits(this.options.store.getState());

  /**
   * Saves every changed line now (after any save in flight) with the header fields given, and resolves
   * with the server's reply; rejects with the error when the save fails.
   */
  saveNow = (header?: HeaderChanges): Promise<SaveResult> => {
    clearTimeout(this.timer);
    const run = this.queue.then(() => this.send(header));
    this.queue = run.catch(() => {});
    return run;
  };

  /** For a page being closed: the changed lines go with `keepalive`; true when there was anything to send. */
  flushOnUnload = (): boolean => {
    const { store, udztbnum } = this.options;
    const { lines, sent } = draftPayload(store.getState(), udztbnum);
    // A save in flight carries the same version: a second one would only be refused as stale.
    if (lines.length === 0 || this.inFlight > 0 || this.status.kind === 'stale') return lines.length > 0;
    clearTimeout(this.timer);
    void this.options
      .sendOnUnload({ user: this.options.user(), udztbnum, lines, version: this.version })
      .then((result) => result && this.accept(sent, result))
      .catch(() => {});
    return true;
  };

  // Every edit gives the lines a new map: the timer restarts, so the save goes a little after the
  // supplier stops typing.
  private readonly onStoreChange = (): void => {
    const { lines, dirty } = this.options.store.getState();
    if (lines === this.lastLines) return;
    this.lastLines = lines;
    if (dirty.size > 0 && this.inFlight === 0) this.schedule(this.options.delayMs);
  };

  private schedule(delayMs: number): void {
    if (this.status.kind === 'stale' || !this.enabled) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.saveNow().catch(() => {});
    }, delayMs);
  }

  private async send(header?: HeaderChanges): Promise<SaveResult> {
    const { store, udztbnum } = this.options;
    const { lines, sent } = draftPayload(store.getState(), udztbnum);
    if (lines.length === 0 && !header) return { lines: [], version: this.version };
    this.inFlight += 1;
    this.setStatus({ kind: 'saving' });
    try {
      const result = await this.options.send({
        user: this.options.user(),
        udztbnum,
        lines,
        version: this.version,
        ...header,
      });
      this.attempt = 0;
      this.accept(sent, result);
      return result;
    } catch (error) {
      this.fail(error);
      throw error;
    } finally {
      this.inFlight -= 1;
    }
  }

  private accept(sent: ReadonlyMap<number, number>, result: SaveResult): void {
    if (result.version !== undefined) this.version = result.version;
    this.options.store.dispatch({ type: 'saved', sent, rows: result.lines, lacking: result.missing?.lines });
    this.setStatus({ kind: 'saved', at: new Date() });
    // Edits typed while the save was in flight are still dirty: they go in the next one.
    if (this.options.store.getState().dirty.size > 0) this.schedule(this.options.delayMs);
  }

  private fail(error: unknown): void {
    const kind = this.options.classify(error);
    if (kind === 'stale') {
      clearTimeout(this.timer);
      this.setStatus({ kind: 'stale' });
    } else if (kind === 'transient') {
      this.attempt += 1;
      this.setStatus({ kind: 'retrying', attempt: this.attempt });
      this.schedule(Math.min(RETRY_FIRST_MS * 2 ** (this.attempt - 1), RETRY_MAX_MS));
    } else {
      this.setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  private setStatus(status: AutosaveStatus): void {
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
