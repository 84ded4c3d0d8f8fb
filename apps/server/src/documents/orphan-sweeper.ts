import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { FileStorage, StoredFile } from '../storage/storage.ts';
import { referencedKeys } from './document-repository.ts';

// Keys the server makes for documents: uploads (`upload/<uuid>`) and imported files
// (`<ownertable>/<ownerid>/<uuid>`). Nothing else in the storage is ever swept.
const DOCUMENT_KEY =
  /^(upload|rfq|udztb|supplier|svcscope|licensecert|wo)\/([0-9]+\/)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Keys looked up in the database per query.
const BATCH = 500;

export interface SweepResult {
  /** Stored files no document references, removed. */
  unreferenced: number;
  /** Temporary files of interrupted writes, removed. */
  interrupted: number;
}

/**
 * Removes what a process killed mid-upload (or mid-import, or between a delete's commit and its file
 * removal) left in the storage: files no document row references and half-written temporary files, both
 * only once older than minAgeMs, so an upload still on its way to its row is never touched.
 */
export async function sweepOrphanFiles(
  db: Db,
  storage: FileStorage,
  opts: { minAgeMs: number; now?: Date },
): Promise<SweepResult> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - opts.minAgeMs);
  let unreferenced = 0;
  const sweep = async (batch: StoredFile[]) => {
    const kept = await referencedKeys(
      db,
      batch.map((file) => file.key),
    );
    for (const file of batch) {
      if (kept.has(file.key)) continue;
      await storage.remove(file.key);
      unreferenced += 1;
    }
  };
  let batch: StoredFile[] = [];
  for await (const file of storage.list()) {
    if (!DOCUMENT_KEY.test(file.key) || file.lastModified >= cutoff) continue;
    batch.push(file);
    if (batch.length >= BATCH) {
      await sweep(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await sweep(batch);
  const interrupted = await storage.removeInterruptedWrites(cutoff);
  return { unreferenced, interrupted };
}

/**
 * Sweeps at start and then every intervalMs, in the background (a slow storage never delays the start).
 * Several app servers may sweep at once: removing a file twice is harmless. Answers how to stop it.
 */
export function startOrphanSweeper(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger,
  opts: { intervalMs: number; minAgeMs: number },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    // One sweep at a time: an interval that comes while a slow sweep still runs is skipped.
    if (running || stopped) return;
    running = sweepOrphanFiles(db, storage, { minAgeMs: opts.minAgeMs })
      .then(
        (result) => {
          if (result.unreferenced + result.interrupted > 0) log.info(result, 'removed orphaned files');
        },
        (err: unknown) => {
          if (!stopped) log.error({ err }, 'orphaned file sweep failed');
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, opts.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
