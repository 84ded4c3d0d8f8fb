import { parseArgs } from 'node:util';
import type { Config } from '../config/config.ts';
import { createBackup, restoreBackup, verifyBackup } from './backup.ts';
import { BackupError } from './backup-error.ts';
import type { Manifest } from './manifest.ts';

export const BACKUP_COMMANDS = ['backup', 'restore', 'verify-backup'] as const;

export type BackupCommand = (typeof BACKUP_COMMANDS)[number];

export const BACKUP_USAGE = `  backup --to DIR [--pg-bin DIR]
      a consistent backup in DIR/tender-portal-<UTC time>/: the database's dump (PostgreSQL: pg_dump, servers
      running; the embedded database: with the server stopped), the stored files, and manifest.json with the
      rows of each table and the sha256 of every file. --pg-bin: the folder of pg_dump, if not found
  restore --from BACKUP [--pg-bin DIR]
      restores a backup folder into an empty database of its kind (a new PostgreSQL database; a DATA_DIR
      without an embedded database) and empty storage; refuses anything else
  verify-backup BACKUP [--pg-bin DIR]
      checks the checksums, restores into a scratch database and compares the rows of each table (exit 1 if not)`;

export function isBackupCommand(command: string | undefined): command is BackupCommand {
  return (BACKUP_COMMANDS as readonly (string | undefined)[]).includes(command);
}

/** `12 tables, 3456 rows, 7 files (1.2 MB)` */
function summary(manifest: Manifest): string {
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
  const tables = Object.keys(manifest.database.tables).length;
  const mb = (manifest.files.bytes / 1e6).toFixed(1);
  return `${tables} tables, ${rows} rows, ${manifest.files.count} files (${mb} MB)`;
}

/** Runs backup, restore or verify-backup from the admin command line; answers the exit code. */
export async function runBackupCommand(
  command: BackupCommand,
  args: string[],
  config: Config,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { to: { type: 'string' }, from: { type: 'string' }, 'pg-bin': { type: 'string' } },
  });
  const log = (line: string) => console.info(`${command}: ${line}`);
  const common = { config, pgBin: values['pg-bin'], log };
  const need = (value: string | undefined, what: string): string => {
    if (!value) throw new BackupError(`${what} is required`);
    return value;
  };
  switch (command) {
    case 'backup': {
      const { dir, manifest } = await createBackup({ ...common, to: need(values.to, '--to DIR') });
      for (const key of manifest.files.missing)
        console.warn(
          `backup: warning: file ${key} is referred to by the database but missing from the storage`,
        );
      console.info(`backup written to ${dir}: ${summary(manifest)}`);
      return 0;
    }
    case 'restore': {
      const from = need(values.from ?? positionals[0], '--from BACKUP');
      const manifest = await restoreBackup({ ...common, from });
      console.info(`restored ${from}: ${summary(manifest)}; the rows of every table match the manifest`);
      return 0;
    }
    case 'verify-backup': {
      const dir = need(positionals[0] ?? values.from, 'the backup folder');
      const report = await verifyBackup({ ...common, dir });
      for (const warning of report.warnings) console.warn(`verify-backup: warning: ${warning}`);
      if (report.problems.length > 0) {
        console.error(
          `backup ${dir} FAILED verification:\n${report.problems.map((p) => `  ${p}`).join('\n')}`,
        );
        return 1;
      }
      console.info(
        `backup ${dir} verified: checksums match, restored into a scratch database, ${summary(report.manifest)} as in the manifest`,
      );
      return 0;
    }
  }
}
