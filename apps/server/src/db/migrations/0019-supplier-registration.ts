import { type Kysely, sql } from 'kysely';

// Issue 33, item 4: a buyer invites a company that is not registered yet.
// - supplier_registration: one invitation to register, made from an RFQ's invite dialog. The link's token
//   is kept only as its SHA-256 hash (peppered with the server's secret), single use, with its expiry.
//   INVITED (link sent) -> SUBMITTED (the company registered: profile, login id and password hash kept
//   here, nothing created yet) -> APPROVED (supplier, account, contact and BR & CI made; the invitation to
//   the RFQ with them) or REJECTED (with a reason, mailed). `flagged`: the company tried to register with
//   the BR number of an existing supplier (refused; the buyer sees the flag).
//   One registration open (INVITED or SUBMITTED) per e-mail, and per login id while SUBMITTED. The
//   password hash moves to the account on approval and is cleared on any decision.
// - supplier.brnumber: the business registration number, normalised (upper case, no spaces or
//   punctuation), unique when known; set for a supplier approved through a registration.
// - mail_outbox: a registration link, like a verification code, is sent at once and recorded without its
//   text (the token is never stored in clear); the two checks of 0010 take the new kind.
const statements = [
  `create table supplier_registration (
     id integer generated always as identity primary key,
     siteid text not null,
     rfq_id integer not null references rfq (id),
     companyname text not null check (length(companyname) between 1 and 200),
     contactname text not null check (length(contactname) between 1 and 100),
     email text not null,
     language text not null default 'EN' check (language in ('EN', 'ZH', 'ZHT')),
     token_hash text not null unique,
     expires_at timestamptz not null,
     status text not null default 'INVITED'
       check (status in ('INVITED', 'SUBMITTED', 'APPROVED', 'REJECTED')),
     flagged boolean not null default false,
     invited_by integer references app_user (id),
     invited_at timestamptz not null default now(),
     loginid text,
     password_hash text,
     brnumber text,
     profile jsonb,
     terms_version text,
     submitted_at timestamptz,
     decided_by integer references app_user (id),
     decided_at timestamptz,
     reason text not null default '',
     supplier_id integer references supplier (id),
     check (status <> 'SUBMITTED' or (loginid is not null and password_hash is not null
       and brnumber is not null and profile is not null))
   )`,
  `create unique index supplier_registration_open_email on supplier_registration (lower(email))
     where status in ('INVITED', 'SUBMITTED')`,
  `create unique index supplier_registration_open_loginid on supplier_registration (lower(loginid))
     where status = 'SUBMITTED'`,
  'create index supplier_registration_site on supplier_registration (siteid, status)',
  'create index supplier_registration_rfq on supplier_registration (rfq_id)',

  'alter table supplier add column brnumber text',
  'create unique index supplier_brnumber on supplier (brnumber) where brnumber is not null',

  'alter table mail_outbox drop constraint mail_outbox_check',
  'alter table mail_outbox drop constraint mail_outbox_check1',
  `alter table mail_outbox add constraint mail_outbox_unstored_text
     check (kind not in ('code', 'registration-link') or (body_text is null and body_html is null))`,
  `alter table mail_outbox add constraint mail_outbox_stored_text
     check (kind in ('code', 'registration-link') or state = 'sent' or body_text is not null)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `delete from mail_outbox where kind = 'registration-link'`,
    'alter table mail_outbox drop constraint mail_outbox_stored_text',
    'alter table mail_outbox drop constraint mail_outbox_unstored_text',
    `alter table mail_outbox add constraint mail_outbox_check
       check (kind <> 'code' or (body_text is null and body_html is null))`,
    `alter table mail_outbox add constraint mail_outbox_check1
       check (kind = 'code' or state = 'sent' or body_text is not null)`,
    'drop index supplier_brnumber',
    'alter table supplier drop column brnumber',
    'drop table supplier_registration',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
