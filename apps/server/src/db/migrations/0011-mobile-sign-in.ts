import { type Kysely, sql } from 'kysely';

// Issue 32, sign-in by mobile number: a number proved with a code sent to it by SMS is verified
// (`mobile_verified_at`), and only a verified number signs in. One verified number, one account: the
// partial unique index holds it whatever the races. A Taiwan number is kept with its leading 0 (the
// domain's checkMobileNumber), so one number is written one way. Codes that verify a number are a
// purpose of their own. Every SMS sent or refused by the gateway is recorded (`sms_log`: who, where,
// what kind, when, how it went; never the text, which carries the code).
const statements = [
  'alter table app_user add column mobile_verified_at timestamptz',
  `update app_user set mobile = '0' || mobile where mobile_prefix = '0886' and mobile ~ '^9'`,
  `alter table app_user add constraint app_user_mobile_verified_check
     check (mobile_verified_at is null or mobile is not null)`,
  `create unique index app_user_verified_mobile on app_user (mobile_prefix, mobile)
     where mobile_verified_at is not null`,
  'alter table verification_code drop constraint verification_code_purpose_check',
  `alter table verification_code add constraint verification_code_purpose_check
     check (purpose in ('login', 'forget', 'mobile'))`,
  `create table sms_log (
     id bigserial primary key,
     at timestamptz not null default now(),
     user_id integer,
     phone text not null,
     kind text not null,
     driver text not null,
     status text not null check (status in ('sent', 'failed')),
     reference text not null default ''
   )`,
  'create index sms_log_user on sms_log (user_id, at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop table sms_log',
    "delete from verification_code where purpose = 'mobile'",
    'alter table verification_code drop constraint verification_code_purpose_check',
    `alter table verification_code add constraint verification_code_purpose_check
       check (purpose in ('login', 'forget'))`,
    'drop index app_user_verified_mobile',
    'alter table app_user drop constraint app_user_mobile_verified_check',
    'alter table app_user drop column mobile_verified_at',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
