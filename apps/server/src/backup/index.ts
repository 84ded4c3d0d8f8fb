// Backup, restore and verify-backup (issue 34, item 2; docs/deployment.md, Backups): run by the admin
// command line (cli/admin.ts), and by the restore drill (apps/server/test/restore-drill.test.ts).

export { createBackup, restoreBackup, type VerifyReport, verifyBackup } from './backup.ts';
export { BACKUP_USAGE, isBackupCommand, runBackupCommand } from './backup-cli.ts';
export { BackupError } from './backup-error.ts';
export type { Manifest } from './manifest.ts';
