import { type Kysely, sql } from 'kysely';

// Issue 18, account settings (spec 2.11): a user's mobile number, its international prefix and its digits
// apart, both set or both empty. The rule of each prefix is the domain's (checkMobileNumber); the checks
// here keep any writer (an import, an admin by hand) from storing what no form would accept.
const statements = [
  'alter table app_user add column mobile_prefix text',
  'alter table app_user add column mobile text',
  `alter table app_user add constraint app_user_mobile_check check (
     (mobile_prefix is null and mobile is null)
     or (mobile_prefix is not null and mobile is not null
         and mobile_prefix in ('0086', '0852', '0853', '0886') and mobile ~ '^[0-9]{8,11}$')
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'alter table app_user drop constraint app_user_mobile_check',
    'alter table app_user drop column mobile',
    'alter table app_user drop column mobile_prefix',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
