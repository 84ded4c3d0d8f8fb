import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { loadConfigOrExit } from '../config/config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ImportValidationError } from '../import/import-errors.ts';
import { importData } from '../import/import-service.ts';
import { formatSummary } from '../import/import-summary.ts';
import { announceInvitations, type NotificationCount } from '../notifications/index.ts';
import { openStorage } from '../storage/open-storage.ts';
import { commandLineMail, deliverQueuedMail, describeDelivery } from './cli-mail.ts';

// npm run import -- FILE.json [FILE2.json ...]: each file is one transaction; the first refused file
// stops the run with every problem listed as `path: reason` and exit code 1.
async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error('usage: npm run import -- FILE.json [FILE2.json ...]');
    return 2;
  }
  const config = loadConfigOrExit();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db as never);
    const storage = openStorage(config.storage);
    const mail = commandLineMail(config);
    for (const file of files) {
      const path = resolve(file);
      let data: unknown;
      try {
        data = JSON.parse(await readFile(path, 'utf8'));
      } catch (err) {
        console.error(`${file}: cannot read JSON: ${err instanceof Error ? err.message : String(err)}`);
        return 1;
      }
      try {
        // Each new invitation's mails to its supplier's users are queued in the import's own transaction,
        // once (docs/architecture.md, Mail), and sent once it has committed.
        let announced: NotificationCount = { invitations: 0, mails: 0 };
        const summary = await importData(handle.db, data, {
          baseDir: dirname(path),
          storage,
          inTransaction: async (trx) => {
            announced = await announceInvitations({ ...mail, db: trx });
          },
        });
        console.log(`${file}: imported\n${formatSummary(summary)}`);
        const delivered = await deliverQueuedMail(handle.db, mail);
        console.log(
          `${file}: ${announced.invitations} invitations announced, ${announced.mails} mails queued; ${describeDelivery(delivered)}`,
        );
      } catch (err) {
        if (!(err instanceof ImportValidationError)) throw err;
        console.error(`${file}: refused, nothing was written`);
        for (const issue of err.issues) console.error(`${issue.path || '/'}: ${issue.reason}`);
        return 1;
      }
    }
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
