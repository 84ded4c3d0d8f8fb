import type { Language } from '@tender/domain';
import type { Db } from '../db/connect.ts';
import type { NoticeMode } from '../db/tables.ts';

/** The columns of app_user the settings read and write. */
export interface SettingsRow {
  loginid: string;
  username: string;
  email: string;
  language: Language;
  mobile_prefix: string | null;
  mobile: string | null;
  /** When the number was proved by a code sent to it; null: not verified (issue 32). */
  mobile_verified_at: Date | null;
  /** A buyer's e-mails about the suppliers' actions (issue 35): each, a daily digest, or none. */
  notice_mode: NoticeMode;
}

/**
 * What a save may change: the user's own display name, language and mobile number (and whether verified),
 * and a buyer's activity e-mails.
 */
export type SettingsChanges = Partial<
  Pick<
    SettingsRow,
    'username' | 'language' | 'mobile_prefix' | 'mobile' | 'mobile_verified_at' | 'notice_mode'
  >
>;

/** The settings of a user; `lock` takes the row for the rest of the transaction (a save compares first). */
export async function findSettings(
  db: Db,
  userId: number,
  opts: { lock?: boolean } = {},
): Promise<SettingsRow | undefined> {
  const query = db
    .selectFrom('app_user')
    .select([
      'loginid',
      'username',
      'email',
      'language',
      'mobile_prefix',
      'mobile',
      'mobile_verified_at',
      'notice_mode',
    ])
    .where('id', '=', userId);
  return opts.lock ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

export async function updateSettings(db: Db, userId: number, changes: SettingsChanges): Promise<void> {
  await db.updateTable('app_user').set(changes).where('id', '=', userId).execute();
}

/** Whether a mobile number is verified on an account other than `userId`. */
export async function isMobileVerifiedElsewhere(
  db: Db,
  userId: number,
  mobile: { prefix: string; number: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('mobile_prefix', '=', mobile.prefix)
    .where('mobile', '=', mobile.number)
    .where('mobile_verified_at', 'is not', null)
    .where('id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}
