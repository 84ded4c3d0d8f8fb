import { type Kysely, sql } from 'kysely';

// Issue 33, item 1: copy an RFQ, named templates of the site.
// - rfq_template: a named starting point of a site's tenders, saved from a draft: the RFQ's fields (never
//   a date), its lines (never a price), its site inspections and the invitees' supplier codes, as JSON
//   (`content`); its attachments are copies of the draft's files, documents of ownertable 'TEMPLATE'.
//   The name is unique in the site, whatever its case.
// - rfq.closingdate_set: false on a copy (or a draft from a template) until the buyer sets its closing
//   date: the column keeps a placeholder (the moment of the copy, so it can never be published as is) and
//   the console shows the date blank.
const statements = [
  `create table rfq_template (
     id integer generated always as identity primary key,
     siteid text not null,
     name text not null check (length(name) between 1 and 200),
     content jsonb not null,
     created_by integer references app_user (id),
     created_at timestamptz not null default now(),
     updated_by integer references app_user (id),
     updated_at timestamptz not null default now()
   )`,
  'create unique index rfq_template_site_name on rfq_template (siteid, lower(name))',

  'alter table rfq add column closingdate_set boolean not null default true',

  'alter table document drop constraint document_ownertable_check',
  `alter table document add constraint document_ownertable_check
     check (ownertable in ('RFQ', 'UDZTB', 'SUPPLIER', 'SVCSCOPE', 'LICENSECERT', 'WO', 'TEMPLATE'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `delete from document where ownertable = 'TEMPLATE'`,
    'alter table document drop constraint document_ownertable_check',
    `alter table document add constraint document_ownertable_check
       check (ownertable in ('RFQ', 'UDZTB', 'SUPPLIER', 'SVCSCOPE', 'LICENSECERT', 'WO'))`,
    'alter table rfq drop column closingdate_set',
    'drop table rfq_template',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
