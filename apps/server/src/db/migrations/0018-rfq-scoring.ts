import { type Kysely, sql } from 'kysely';

// Issue 33, item 3: scoring beyond price.
// - rfq_criterion: the criteria an RFQ's quotations are weighed on (set while a draft, fixed once
//   published): a key (`price` for the price, computed), the buyer's name for it, a whole-percent weight.
//   The domain's scoring.ts checks the list (weights total 100, price once); the table keeps each row sane.
// - rfq_score: one scorer's score of one quotation (invitation) on one criterion but price, 0 to 10 with
//   one decimal, with a note, who and when; a scorer scoring again replaces their own score (the history
//   keeps every one), another scorer's stays beside it: the ranking takes the mean.
const statements = [
  `create table rfq_criterion (
     rfq_id integer not null references rfq (id) on delete cascade,
     criterion text not null check (criterion ~ '^[a-z0-9_-]{1,40}$'),
     name text not null check (length(name) <= 200),
     weight integer not null check (weight between 1 and 100),
     position integer not null,
     primary key (rfq_id, criterion)
   )`,
  `create table rfq_score (
     udztb_id integer not null references udztb (id) on delete cascade,
     rfq_id integer not null,
     criterion text not null check (criterion <> 'price'),
     scorer_id integer not null references app_user (id),
     score numeric(3, 1) not null check (score between 0 and 10),
     note text not null default '' check (length(note) <= 2000),
     scored_at timestamptz not null default now(),
     primary key (udztb_id, criterion, scorer_id),
     foreign key (rfq_id, criterion) references rfq_criterion (rfq_id, criterion) on delete cascade
   )`,
  'create index rfq_score_rfq on rfq_score (rfq_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of ['drop table rfq_score', 'drop table rfq_criterion']) {
    await sql.raw(statement).execute(db);
  }
}
