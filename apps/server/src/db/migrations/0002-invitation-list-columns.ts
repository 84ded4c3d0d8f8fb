import { type Kysely, sql } from 'kysely';

// The tender list is sorted by closing date and searched by tender number and description, all of them
// on rfq: every page joined, filtered (ILIKE) and sorted all of a supplier's invitations, 8-12 ms for a
// supplier with 2,000 of them (docs/performance.md). Each invitation now carries a copy of its RFQ's
// closing date and its search text (numbers and description, lowercased once at write time, joined
// by a character nobody types, so a search never matches across two fields), kept equal
// by triggers whoever writes (importer, admin, a later feature). One index then serves the first page,
// a deep page, the search and the count without reading rfq.
const statements = [
  'alter table udztb add column closingdate timestamptz',
  "alter table udztb add column search_text text not null default ''",
  `create function udztb_copy_rfq() returns trigger language plpgsql as $$
   begin
     select r.closingdate, lower(concat_ws(chr(31), new.udztbnum, r.rfqnum, r.description))
       into new.closingdate, new.search_text
       from rfq r where r.id = new.rfq_id;
     return new;
   end $$`,
  `create trigger udztb_copy_rfq before insert or update of rfq_id, udztbnum on udztb
   for each row execute function udztb_copy_rfq()`,
  // Fills the new columns of existing rows through the trigger just made.
  'update udztb set rfq_id = rfq_id',
  'alter table udztb alter column closingdate set not null',
  `create function rfq_push_to_udztb() returns trigger language plpgsql as $$
   begin
     update udztb set rfq_id = rfq_id where rfq_id = new.id;
     return null;
   end $$`,
  `create trigger rfq_push_to_udztb after update of closingdate, rfqnum, description on rfq
   for each row when (old.closingdate is distinct from new.closingdate or old.rfqnum is distinct from new.rfqnum
     or old.description is distinct from new.description)
   execute function rfq_push_to_udztb()`,
  // Leading supplier_id serves a supplier's list in order; id, status and search_text are included so
  // the ids of a page and the count come from the index alone. It replaces (supplier_id, status).
  `create index udztb_supplier_closing on udztb (supplier_id, closingdate desc, udztbnum)
   include (id, status, search_text)`,
  'drop index udztb_supplier_status',
  'create index udztb_rfq on udztb (rfq_id)',
  'create index rfq_site on rfq (siteid)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop trigger rfq_push_to_udztb on rfq',
    'drop function rfq_push_to_udztb()',
    'drop trigger udztb_copy_rfq on udztb',
    'drop function udztb_copy_rfq()',
    'drop index rfq_site',
    'create index udztb_supplier_status on udztb (supplier_id, status)',
    'drop index udztb_rfq',
    'alter table udztb drop column search_text',
    'alter table udztb drop column closingdate',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
