import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m0009 from '../src/db/migrations/0009-buyer-console.ts';
import * as m0010 from '../src/db/migrations/0010-mail-outbox.ts';
import { bothDatabases, createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Issue 17, migration 0009 (the buyer console's data) on PGlite and PostgreSQL: the new columns and
// tables, an invitation's closing date following its negotiation round, and a database migrated from
// 0008 with invitations already made (each becomes an invitee of its RFQ).

describe.each(bothDatabases)('migration 0009 on %s', (name) => {
  let t: TestDatabase;
  let rfqId: number;
  let supplierIds: number[];
  let udztbId: number;

  beforeAll(async () => {
    t = await createTestDatabase(name);
    const { db } = t;
    supplierIds = [];
    for (const code of ['MIG-A', 'MIG-B']) {
      const row = await db
        .insertInto('supplier')
        .values({ code, name: code })
        .returning('id')
        .executeTakeFirstOrThrow();
      supplierIds.push(row.id);
    }
    const rfq = await db
      .insertInto('rfq')
      .values({ rfqnum: 'MIG-RFQ-1', description: 'Migration', closingdate: '2030-01-10T08:00:00Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    rfqId = rfq.id;
    const udztb = await db
      .insertInto('udztb')
      .values({
        udztbnum: 'MIG-RFQ-1-A',
        rfq_id: rfqId,
        supplier_id: supplierIds[0] as number,
        status: 'NEW',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    udztbId = udztb.id;
  });

  afterAll(async () => {
    await t?.drop();
  });

  it('gives existing rows the defaults: PUBLISHED, revision and version 0, no roles', async () => {
    const rfq = await t.db
      .selectFrom('rfq')
      .select(['status', 'revision', 'version', 'created_by', 'published_at', 'cancel_reason', 'updated_at'])
      .where('id', '=', rfqId)
      .executeTakeFirstOrThrow();
    expect(rfq).toMatchObject({
      status: 'PUBLISHED',
      revision: 0,
      version: 0,
      created_by: null,
      published_at: null,
      cancel_reason: '',
    });
    expect(rfq.updated_at).toBeInstanceOf(Date);
    const udztb = await t.db
      .selectFrom('udztb')
      .select(['amended_at', 'negotiation', 'negotiation_closingdate'])
      .where('id', '=', udztbId)
      .executeTakeFirstOrThrow();
    expect(udztb).toEqual({ amended_at: null, negotiation: false, negotiation_closingdate: null });
  });

  it('keeps roles as a text array', async () => {
    const user = await t.db
      .insertInto('app_user')
      .values({
        hrid: 'mig-buyer',
        loginid: 'mig.buyer',
        username: 'Buyer',
        email: 'b@example.com',
        supplier_id: null,
        password_hash: 'x',
      })
      .returning(['id', 'roles'])
      .executeTakeFirstOrThrow();
    expect(user.roles).toEqual([]);
    await t.db
      .updateTable('app_user')
      .set({ roles: ['buyer'] })
      .where('id', '=', user.id)
      .execute();
    const back = await t.db
      .selectFrom('app_user')
      .select('roles')
      .where('id', '=', user.id)
      .where(sql<boolean>`'buyer' = any(roles)`)
      .executeTakeFirstOrThrow();
    expect(back.roles).toEqual(['buyer']);
  });

  it('refuses an unknown RFQ status', async () => {
    await expect(
      t.db
        .updateTable('rfq')
        .set({ status: 'OPEN' as never })
        .where('id', '=', rfqId)
        .execute(),
    ).rejects.toThrow();
  });

  it("makes an invitation's closing date its negotiation round's, and its RFQ's again without one", async () => {
    const closing = async () =>
      (
        await t.db
          .selectFrom('udztb')
          .select('closingdate')
          .where('id', '=', udztbId)
          .executeTakeFirstOrThrow()
      ).closingdate.toISOString();
    expect(await closing()).toBe('2030-01-10T08:00:00.000Z');
    await t.db
      .updateTable('udztb')
      .set({ negotiation: true, negotiation_closingdate: '2030-02-01T08:00:00Z' })
      .where('id', '=', udztbId)
      .execute();
    expect(await closing()).toBe('2030-02-01T08:00:00.000Z');
    // A change of the RFQ's closing date leaves the round's date in force...
    await t.db
      .updateTable('rfq')
      .set({ closingdate: '2030-01-20T08:00:00Z' })
      .where('id', '=', rfqId)
      .execute();
    expect(await closing()).toBe('2030-02-01T08:00:00.000Z');
    // ...until the round ends.
    await t.db
      .updateTable('udztb')
      .set({ negotiation: false, negotiation_closingdate: null })
      .where('id', '=', udztbId)
      .execute();
    expect(await closing()).toBe('2030-01-20T08:00:00.000Z');
  });

  it('keeps the BOQ, the invitees, the revisions, the mail log and the expiry claims', async () => {
    const { db } = t;
    await db
      .insertInto('rfq_line')
      .values([
        { rfq_id: rfqId, seqno: 1, description: 'Section', header: true },
        { rfq_id: rfqId, seqno: 2, description: 'Item', autocal: 'Y', quantity: '2.50', disc: '5' },
      ])
      .execute();
    const lines = await db
      .selectFrom('rfq_line')
      .selectAll()
      .where('rfq_id', '=', rfqId)
      .orderBy('seqno')
      .execute();
    expect(lines.map((l) => [l.seqno, l.quantity, l.disc, l.header])).toEqual([
      [1, null, null, true],
      [2, '2.50', '5.00', false],
    ]);
    await expect(db.insertInto('rfq_line').values({ rfq_id: rfqId, seqno: 2 }).execute()).rejects.toThrow();

    await db
      .insertInto('rfq_invitee')
      .values({ rfq_id: rfqId, supplier_id: supplierIds[1] as number })
      .execute();
    await expect(
      db
        .insertInto('rfq_invitee')
        .values({ rfq_id: rfqId, supplier_id: supplierIds[1] as number })
        .execute(),
    ).rejects.toThrow();

    await db
      .insertInto('rfq_revision')
      .values({
        rfq_id: rfqId,
        revision: 1,
        reason: 'Later closing',
        changes: JSON.stringify(['closingdate']),
      })
      .execute();
    const revision = await db
      .selectFrom('rfq_revision')
      .selectAll()
      .where('rfq_id', '=', rfqId)
      .executeTakeFirstOrThrow();
    expect(revision.changes).toEqual(['closingdate']);
    await expect(
      db.insertInto('rfq_revision').values({ rfq_id: rfqId, revision: 1, changes: '[]' }).execute(),
    ).rejects.toThrow();

    // Since migration 0010 the mail log is the view of the outbox's sent mails.
    await db
      .insertInto('mail_outbox')
      .values({
        rfq_id: rfqId,
        udztb_id: udztbId,
        supplier_id: null,
        user_id: null,
        email: 'a@example.com',
        kind: 'invitation',
        dedupe_key: null,
        body_text: null,
        body_html: null,
        state: 'sent',
        sent_at: new Date(),
      })
      .execute();
    const mail = await db.selectFrom('mail_log').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      rfq_id: rfqId,
      udztb_id: udztbId,
      kind: 'invitation',
      email: 'a@example.com',
    });
    expect(mail.at).toBeInstanceOf(Date);

    // The claim of an expiry mail: the second claim of the same expiry finds the row taken.
    const claim = () =>
      db
        .insertInto('cert_reminder')
        .values({ kind: 'license', ref_id: 7, expiry: '2030-03-01' })
        .onConflict((oc) => oc.doNothing())
        .returning('ref_id')
        .execute();
    expect(await claim()).toHaveLength(1);
    expect(await claim()).toHaveLength(0);
  });

  it('goes down and up again, making each invitation an invitee of its RFQ', async () => {
    await m0010.down(t.db as never);
    await m0009.down(t.db as never);
    await m0009.up(t.db as never);
    await m0010.up(t.db as never);
    const invitees = await t.db.selectFrom('rfq_invitee').select(['rfq_id', 'supplier_id']).execute();
    expect(invitees).toEqual([{ rfq_id: rfqId, supplier_id: supplierIds[0] }]);
    const udztb = await t.db
      .selectFrom('udztb')
      .select('closingdate')
      .where('id', '=', udztbId)
      .executeTakeFirstOrThrow();
    expect(udztb.closingdate.toISOString()).toBe('2030-01-20T08:00:00.000Z');
  });
});
