import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connect.ts';
import { AppError, ErrorCode } from '../src/errors/app-error.ts';
import { changeTender, findTender, type TenderScope } from '../src/tenders/index.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// changeTender, the one transaction of every change of a tender (a save, a transition, a paper
// quote or decline): scope, lock, NO_SUCH_TENDER, the feature's refusals before a stale version, the
// conditional update with version + 1, the audit entry, and a rollback of everything on any refusal.

const PASSWORD = 'Change#2026ok';
const lines = [{ seqno: 1, description: 'Cleaning', quantity: '1' }];

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'CI-A', name: 'Change Alpha Ltd' },
    { code: 'CI-B', name: 'Change Beta Ltd' },
  ],
  users: [
    {
      loginid: 'ci-a',
      username: 'Alpha',
      email: 'ci-a@example.com',
      password: PASSWORD,
      supplier: 'CI-A',
      siteid: 'HK07',
      emailverified: true,
    },
  ],
  rfqs: ['ONE', 'TWO', 'RACE', 'SERIAL', 'FOREIGN'].map((key) => ({
    rfqnum: `CI-R-${key}`,
    description: `Change ${key}`,
    siteid: 'HK07',
    closingdate: 'today+30d',
    lines,
  })),
  invitations: [
    { udztbnum: 'CI-ONE', rfqnum: 'CI-R-ONE', supplier: 'CI-A', status: 'WTQUOTE' },
    { udztbnum: 'CI-TWO', rfqnum: 'CI-R-TWO', supplier: 'CI-A', status: 'WTQUOTE' },
    { udztbnum: 'CI-RACE', rfqnum: 'CI-R-RACE', supplier: 'CI-A', status: 'WTQUOTE' },
    { udztbnum: 'CI-SERIAL', rfqnum: 'CI-R-SERIAL', supplier: 'CI-A', status: 'WTQUOTE' },
    { udztbnum: 'CI-FOREIGN', rfqnum: 'CI-R-FOREIGN', supplier: 'CI-B', status: 'WTQUOTE' },
  ],
};

describe.each(bothDatabases)('changeTender on %s', (kind) => {
  let server: TestServer;
  let db: Db;
  let userId: number;
  let own: TenderScope;
  const site: TenderScope = { kind: 'site', siteid: 'HK07' };

  const row = (udztbnum: string) =>
    db
      .selectFrom('udztb')
      .select(['id', 'status', 'version', 'reminder', 'commentstojll'])
      .where('udztbnum', '=', udztbnum)
      .executeTakeFirstOrThrow();
  const audits = async (udztbnum: string) =>
    db
      .selectFrom('audit_log')
      .select(['action', 'from_status', 'to_status', 'comment', 'detail', 'user_id'])
      .where('entity', '=', 'udztb')
      .where('entity_id', '=', String((await row(udztbnum)).id))
      .orderBy('id')
      .execute();
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 0,
      (error: unknown) => {
        if (error instanceof AppError) return error.code;
        throw error;
      },
    );
  /** A change that only ticks the reminder and answers the version it read. */
  const tickReminder = async (tender: { version: number }) => ({
    change: { reminder: true },
    audit: { action: 'test.tick' },
    result: tender.version,
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.importFixture(fixture);
    db = server.built.ctx.db;
    const user = await db
      .selectFrom('app_user')
      .select(['id', 'supplier_id'])
      .where('loginid', '=', 'ci-a')
      .executeTakeFirstOrThrow();
    userId = user.id;
    own = { kind: 'supplier', supplierId: user.supplier_id as number };
  });
  afterAll(async () => server?.close());

  it('applies the change with version + 1 and writes the audit entry in the same transaction', async () => {
    const before = await row('CI-ONE');
    const changed = await changeTender(
      db,
      { scope: own, key: { udztbnum: 'CI-ONE' }, expectedVersion: before.version, userId },
      async (tender) => ({
        change: { status: 'SUBMITED', commentstojll: 'done' },
        audit: { action: 'test.submit', comment: 'done', detail: { note: 1 } },
        result: tender.udztbnum,
      }),
    );
    expect(changed).toEqual({ result: 'CI-ONE', version: before.version + 1 });
    expect(await row('CI-ONE')).toMatchObject({
      status: 'SUBMITED',
      commentstojll: 'done',
      version: before.version + 1,
    });
    const [audit, ...more] = await audits('CI-ONE');
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: 'test.submit',
      from_status: 'WTQUOTE',
      to_status: 'SUBMITED',
      comment: 'done',
      user_id: userId,
    });
    const detail = typeof audit?.detail === 'string' ? JSON.parse(audit.detail) : audit?.detail;
    expect(detail).toEqual({ note: 1, version: before.version + 1 });
  });

  it('answers NO_SUCH_TENDER for a missing tender, one outside the scope, or an impossible id', async () => {
    const { id } = await row('CI-FOREIGN');
    const attempts = [
      { scope: own, key: { udztbnum: 'CI-NONE' } },
      { scope: own, key: { udztbnum: 'CI-FOREIGN' } },
      { scope: own, key: { id } },
      { scope: { kind: 'site', siteid: 'SG07' } as const, key: { id } },
      { scope: own, key: { id: 0 } },
      { scope: own, key: { id: 2 ** 31 } },
      { scope: own, key: { id: Number.NaN } },
    ];
    for (const { scope, key } of attempts) {
      expect(await codeOf(changeTender(db, { scope, key, userId }, tickReminder))).toBe(
        ErrorCode.NO_SUCH_TENDER,
      );
    }
    // Staff of the RFQ's site find any supplier's tender there.
    expect(await findTender(db, site, { id })).toMatchObject({ udztbnum: 'CI-FOREIGN' });
    expect(await findTender(db, own, { id })).toBeUndefined();
    expect(await row('CI-FOREIGN')).toMatchObject({ reminder: false });
  });

  it('refuses a stale version (4000006) after the feature’s own refusals, and changes nothing', async () => {
    const before = await row('CI-TWO');
    const stale = { scope: own, key: { udztbnum: 'CI-TWO' }, expectedVersion: before.version - 1, userId };
    let decided = false;
    const decide = async (tender: { version: number }) => {
      decided = true;
      return tickReminder(tender);
    };
    expect(await codeOf(changeTender(db, stale, decide))).toBe(ErrorCode.CONCURRENT_CHANGE);
    // A closed tender says so rather than "reload".
    const refuse = () => {
      throw new AppError(ErrorCode.ACTION_NOT_ALLOWED);
    };
    expect(await codeOf(changeTender(db, { ...stale, admit: refuse }, decide))).toBe(
      ErrorCode.ACTION_NOT_ALLOWED,
    );
    expect(decided).toBe(false);
    expect(await row('CI-TWO')).toEqual(before);
    expect(await audits('CI-TWO')).toEqual([]);
  });

  it('hands what admit answers to decide', async () => {
    const changed = await changeTender(
      db,
      { scope: site, key: { udztbnum: 'CI-TWO' }, userId, admit: (tender) => `${tender.status}!` },
      async (_tender, _trx, admitted) => ({
        change: {},
        audit: { action: 'test.admit' },
        result: admitted,
      }),
    );
    expect(changed.result).toBe('WTQUOTE!');
  });

  it('rolls back everything decide wrote when decide refuses, and writes no audit entry', async () => {
    const before = await row('CI-SERIAL');
    const refused = changeTender(
      db,
      { scope: own, key: { udztbnum: 'CI-SERIAL' }, userId },
      async (i, trx) => {
        await trx
          .updateTable('udztb_line')
          .set({ linenotes: 'written' })
          .where('udztb_id', '=', i.id)
          .execute();
        throw new AppError(ErrorCode.LINES_INVALID);
      },
    );
    expect(await codeOf(refused)).toBe(ErrorCode.LINES_INVALID);
    const notes = await db
      .selectFrom('udztb_line')
      .select('linenotes')
      .where('udztb_id', '=', before.id)
      .execute();
    expect(notes.map((n) => n.linenotes)).not.toContain('written');
    expect(await row('CI-SERIAL')).toEqual(before);
    expect(await audits('CI-SERIAL')).toEqual([]);
  });

  it('refuses (4000006) and rolls back when the row no longer has the status and version read', async () => {
    const before = await row('CI-SERIAL');
    const raced = changeTender(db, { scope: own, key: { udztbnum: 'CI-SERIAL' }, userId }, async (i, trx) => {
      // What a writer that skipped the lock would do: the conditional update must notice.
      await trx
        .updateTable('udztb')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', i.id)
        .execute();
      return tickReminder(i);
    });
    expect(await codeOf(raced)).toBe(ErrorCode.CONCURRENT_CHANGE);
    expect(await row('CI-SERIAL')).toEqual(before);
    expect(await audits('CI-SERIAL')).toEqual([]);
  });

  it('runs concurrent changes one after the other: each reads the version the previous one left', async () => {
    const before = await row('CI-SERIAL');
    const target = { scope: own, key: { udztbnum: 'CI-SERIAL' }, userId };
    const changes = await Promise.all(
      Array.from({ length: 5 }, () => changeTender(db, target, tickReminder)),
    );
    const read = changes.map((c) => c.result).sort((a, b) => a - b);
    expect(read).toEqual([0, 1, 2, 3, 4].map((n) => before.version + n));
    expect((await row('CI-SERIAL')).version).toBe(before.version + 5);
    expect(await audits('CI-SERIAL')).toHaveLength(5);
  });

  it('lets exactly one of concurrent changes from the same page through', async () => {
    const { version } = await row('CI-RACE');
    const target = { scope: own, key: { udztbnum: 'CI-RACE' }, expectedVersion: version, userId };
    const codes = await Promise.all(
      Array.from({ length: 5 }, () => codeOf(changeTender(db, target, tickReminder))),
    );
    expect(codes.sort()).toEqual([0, 4000006, 4000006, 4000006, 4000006]);
    expect((await row('CI-RACE')).version).toBe(version + 1);
    expect(await audits('CI-RACE')).toHaveLength(1);
  });
});
