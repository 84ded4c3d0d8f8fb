import { type Kysely, sql } from 'kysely';

// Issue 17, the buyer console. A buyer is a staff user with the role 'buyer' (app_user.roles). An RFQ
// has a life of its own now (status, revision, version for stale-write refusal), its own copy of the
// bill of quantities without prices (rfq_line, copied into each invitation's udztb_line), the buyer's
// pick list of suppliers (rfq_invitee: a draft has invitees but no udztb rows, so suppliers never see
// it), and its amendments (rfq_revision). An invitation may be in a negotiation round with its own
// closing date, which its copy of the closing date (udztb.closingdate, what every supplier-side check
// reads) then follows. Every mail the notifications send is recorded without content (mail_log), and
// the certificate/licence-expiry mail is claimed once per expiry date (cert_reminder), whatever the
// number of app servers.
const statements = [
  "alter table app_user add column roles text[] not null default '{}'",

  `alter table rfq add column status text not null default 'PUBLISHED'
     check (status in ('DRAFT', 'PUBLISHED', 'AWARDED', 'CANCELLED'))`,
  'alter table rfq add column revision integer not null default 0',
  'alter table rfq add column version integer not null default 0',
  'alter table rfq add column created_by integer references app_user (id)',
  'alter table rfq add column published_at timestamptz',
  "alter table rfq add column cancel_reason text not null default ''",
  'alter table rfq add column updated_at timestamptz not null default now()',

  `create table rfq_line (
     rfq_id integer not null references rfq (id) on delete cascade,
     seqno integer not null,
     description text not null default '',
     longdesc text not null default '',
     remark text not null default '',
     bold boolean not null default false,
     underline boolean not null default false,
     header boolean not null default false,
     autocal text not null default '',
     required boolean not null default false,
     qtyrequired boolean not null default false,
     totalamountreq boolean not null default false,
     neednotes boolean not null default false,
     unit text not null default '',
     quantity numeric(18, 2),
     disc numeric(7, 2),
     primary key (rfq_id, seqno)
   )`,

  `create table rfq_invitee (
     rfq_id integer not null references rfq (id) on delete cascade,
     supplier_id integer not null references supplier (id),
     invited_by integer references app_user (id),
     invited_at timestamptz not null default now(),
     primary key (rfq_id, supplier_id)
   )`,
  // Every invitation made before this release is an invitee of its RFQ.
  'insert into rfq_invitee (rfq_id, supplier_id) select rfq_id, supplier_id from udztb on conflict do nothing',

  `create table rfq_revision (
     id serial primary key,
     rfq_id integer not null references rfq (id) on delete cascade,
     revision integer not null,
     reason text not null default '',
     changed_by integer references app_user (id),
     changed_at timestamptz not null default now(),
     changes jsonb not null default '[]',
     unique (rfq_id, revision)
   )`,

  'alter table udztb add column amended_at timestamptz',
  'alter table udztb add column negotiation boolean not null default false',
  'alter table udztb add column negotiation_closingdate timestamptz',
  // The invitation's closing date is its negotiation round's while it has one, else its RFQ's.
  `create or replace function udztb_copy_rfq() returns trigger language plpgsql as $$
   begin
     select coalesce(new.negotiation_closingdate, r.closingdate),
            lower(concat_ws(chr(31), new.udztbnum, r.rfqnum, r.description))
       into new.closingdate, new.search_text
       from rfq r where r.id = new.rfq_id;
     return new;
   end $$`,
  'drop trigger udztb_copy_rfq on udztb',
  `create trigger udztb_copy_rfq before insert or update of rfq_id, udztbnum, negotiation_closingdate on udztb
   for each row execute function udztb_copy_rfq()`,

  `create table mail_log (
     id bigserial primary key,
     at timestamptz not null default now(),
     rfq_id integer,
     udztb_id integer,
     supplier_id integer,
     user_id integer,
     email text not null default '',
     kind text not null
   )`,
  'create index mail_log_rfq on mail_log (rfq_id, at)',

  `create table cert_reminder (
     kind text not null,
     ref_id integer not null,
     expiry date not null,
     sent_at timestamptz not null default now(),
     primary key (kind, ref_id, expiry)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop table cert_reminder',
    'drop table mail_log',
    'drop trigger udztb_copy_rfq on udztb',
    `create or replace function udztb_copy_rfq() returns trigger language plpgsql as $$
     begin
       select r.closingdate, lower(concat_ws(chr(31), new.udztbnum, r.rfqnum, r.description))
         into new.closingdate, new.search_text
         from rfq r where r.id = new.rfq_id;
       return new;
     end $$`,
    `create trigger udztb_copy_rfq before insert or update of rfq_id, udztbnum on udztb
     for each row execute function udztb_copy_rfq()`,
    'update udztb set rfq_id = rfq_id where negotiation_closingdate is not null',
    'alter table udztb drop column negotiation_closingdate',
    'alter table udztb drop column negotiation',
    'alter table udztb drop column amended_at',
    'drop table rfq_revision',
    'drop table rfq_invitee',
    'drop table rfq_line',
    'alter table rfq drop column updated_at',
    'alter table rfq drop column cancel_reason',
    'alter table rfq drop column published_at',
    'alter table rfq drop column created_by',
    'alter table rfq drop column version',
    'alter table rfq drop column revision',
    'alter table rfq drop column status',
    'alter table app_user drop column roles',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
