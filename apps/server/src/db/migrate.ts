import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001-initial.ts';
import * as m0002 from './migrations/0002-invitation-list-columns.ts';
import * as m0003 from './migrations/0003-quotation-receipt.ts';
import * as m0004 from './migrations/0004-sign-in-guards.ts';
import * as m0005 from './migrations/0005-session-cache-notify.ts';
import * as m0006 from './migrations/0006-invitation-mail.ts';
import * as m0007 from './migrations/0007-account-mobile.ts';
import * as m0008 from './migrations/0008-image-codes.ts';
import * as m0009 from './migrations/0009-buyer-console.ts';
import * as m0010 from './migrations/0010-mail-outbox.ts';
import * as m0011 from './migrations/0011-mobile-sign-in.ts';
import * as m0012 from './migrations/0012-line-changes.ts';
import * as m0013 from './migrations/0013-award-sign-off.ts';
import * as m0014 from './migrations/0014-webhook-outbox-notify.ts';
import * as m0015 from './migrations/0015-buyer-notices.ts';
import * as m0016 from './migrations/0016-rfq-templates.ts';
import * as m0017 from './migrations/0017-scheduled-publish.ts';
import * as m0018 from './migrations/0018-rfq-scoring.ts';
import * as m0019 from './migrations/0019-supplier-registration.ts';

// Migrations are listed here in order; Kysely records the applied ones in kysely_migration and takes a
// lock, so several app servers starting at once on one PostgreSQL apply each migration exactly once.
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-invitation-list-columns': m0002,
  '0003-quotation-receipt': m0003,
  '0004-sign-in-guards': m0004,
  '0005-session-cache-notify': m0005,
  '0006-invitation-mail': m0006,
  '0007-account-mobile': m0007,
  '0008-image-codes': m0008,
  '0009-buyer-console': m0009,
  '0010-mail-outbox': m0010,
  '0011-mobile-sign-in': m0011,
  '0012-line-changes': m0012,
  '0013-award-sign-off': m0013,
  '0014-webhook-outbox-notify': m0014,
  '0015-buyer-notices': m0015,
  '0016-rfq-templates': m0016,
  '0017-scheduled-publish': m0017,
  '0018-rfq-scoring': m0018,
  '0019-supplier-registration': m0019,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  // 0011 (sign-in by mobile) reached databases before 0010 (the mail outbox) was merged; the two are
  // independent, so a database with 0011 and without 0010 takes 0010 at its next start. Migrations still
  // run in name order; only the check that none is applied after a later one is off.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
