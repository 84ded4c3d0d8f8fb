import type { BuyerRfqSaveBody, ImportLine } from '@tender/api-contract';
import { sql } from 'kysely';
import { writeAudit } from '../audit/audit-log.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import type { RfqChange } from '../db/tables.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { type MailDeps, mailAmendment } from '../notifications/index.ts';
import { assertBoq } from './boq-check.ts';
import {
  inspectionsDiffer,
  readSiteInspections,
  replaceSiteInspections,
  rfqColumns,
  textDiffers,
} from './rfq-fields.ts';
import { linesDiffer, readRfqLines, replaceRfqLines, syncInvitationLines } from './rfq-lines.ts';
import { assertRfqAction, type BuyerRfq, findBuyerRfq, writeRfqAudit } from './rfq-scope.ts';
import { assertSaveInput } from './save-input.ts';

// /buyer/rfq/save: create a draft, save a draft, or amend an open RFQ. Everything one save changes (the
// RFQ, its lines, its site inspections and, for an amendment, every invitation) commits together with its
// audit, and so do the amendment's mails, queued in the outbox (docs/architecture.md, Mail).

/** An amendment just made, for its mails. */
export interface CommittedAmendment {
  rfqId: number;
  revision: number;
  reason: string;
  changes: RfqChange[];
  /** The invitations moved from SUBMITED back to WTQUOTE. */
  resubmit: number[];
}

export interface SaveOutcome {
  rfqnum: string;
  revision: number;
  version: number;
  amendment?: CommittedAmendment;
}

/** `RFQ-<year>-B`: the prefix of the numbers the server gives new RFQs, the year in the group's zone. */
function numberPrefix(config: Pick<Config, 'timeZone'>, now: Date): string {
  const year = new Intl.DateTimeFormat('en', { timeZone: config.timeZone, year: 'numeric' }).format(now);
  return `RFQ-${year}-B`;
}

/** Inserts a new draft under `rfqnum`; undefined when the number is taken. */
async function insertDraft(
  trx: Db,
  user: SessionUser,
  rfqnum: string,
  input: BuyerRfqSaveBody['rfq'],
): Promise<number | undefined> {
  const row = await trx
    .insertInto('rfq')
    .values({
      rfqnum,
      siteid: user.siteid,
      ...rfqColumns(input),
      status: 'DRAFT',
      created_by: user.userId,
      updated_at: new Date(),
    })
    .onConflict((oc) => oc.column('rfqnum').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The next free `RFQ-<year>-B<4 digits>`: one more than the greatest of the year (taken ones skipped). */
async function insertNumberedDraft(
  trx: Db,
  config: Pick<Config, 'timeZone'>,
  user: SessionUser,
  input: BuyerRfqSaveBody['rfq'],
): Promise<{ id: number; rfqnum: string }> {
  const prefix = numberPrefix(config, new Date());
  // The position is typed: an untyped parameter makes `substring(x from $1)` the regular-expression form
  // (the tail matching the pattern '11'), and the greatest number was then missed from B0012 on.
  const start = sql`${prefix.length + 1}::int`;
  const last = await trx
    .selectFrom('rfq')
    .select(sql<number | null>`max(substring(rfqnum from ${start})::int)`.as('n'))
    .where('rfqnum', 'like', `${prefix}%`)
    .where(sql<boolean>`substring(rfqnum from ${start}) ~ '^[0-9]{1,9}$'`)
    .executeTakeFirst();
  let next = (last?.n ?? 0) + 1;
  for (let attempt = 0; attempt < 20; attempt += 1, next += 1) {
    const rfqnum = `${prefix}${String(next).padStart(4, '0')}`;
    const id = await insertDraft(trx, user, rfqnum, input);
    if (id !== undefined) return { id, rfqnum };
  }
  throw new Error('no free RFQ number');
}

async function createRfq(
  db: Db,
  config: Pick<Config, 'timeZone'>,
  user: SessionUser,
  body: BuyerRfqSaveBody,
): Promise<SaveOutcome> {
  const input = body.rfq;
  assertBoq(input.lines, 'draft');
  return db.transaction().execute(async (trx) => {
    let created: { id: number; rfqnum: string };
    if (input.rfqnum !== undefined) {
      const id = await insertDraft(trx, user, input.rfqnum, input);
      if (id === undefined) throw new AppError(ErrorCode.RFQNUM_TAKEN);
      created = { id, rfqnum: input.rfqnum };
    } else {
      created = await insertNumberedDraft(trx, config, user, input);
    }
    await replaceRfqLines(trx, created.id, input.lines);
    if (input.siteinspections) await replaceSiteInspections(trx, created.id, input.siteinspections);
    await writeRfqAudit(trx, user, created, 'rfq.create', {
      toStatus: 'DRAFT',
      detail: { lines: input.lines.length },
    });
    return { rfqnum: created.rfqnum, revision: 0, version: 0 };
  });
}

/** Sets the RFQ's fields, bumps its version; false when its version is no longer the one read. */
async function updateRfqRow(
  trx: Db,
  rfq: BuyerRfq,
  change: ReturnType<typeof rfqColumns> & { revision?: number },
): Promise<void> {
  const result = await trx
    .updateTable('rfq')
    .set({ ...change, version: rfq.version + 1, updated_at: new Date() })
    .where('id', '=', rfq.id)
    .where('version', '=', rfq.version)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new AppError(ErrorCode.CONCURRENT_CHANGE);
}

async function saveDraft(trx: Db, user: SessionUser, rfq: BuyerRfq, body: BuyerRfqSaveBody) {
  const input = body.rfq;
  assertBoq(input.lines, 'draft');
  await updateRfqRow(trx, rfq, rfqColumns(input));
  await replaceRfqLines(trx, rfq.id, input.lines);
  if (input.siteinspections) await replaceSiteInspections(trx, rfq.id, input.siteinspections);
  await writeRfqAudit(trx, user, rfq, 'rfq.save', {
    fromStatus: 'DRAFT',
    toStatus: 'DRAFT',
    detail: { version: rfq.version + 1, lines: input.lines.length },
  });
  return { rfqnum: rfq.rfqnum, revision: rfq.revision, version: rfq.version + 1 };
}

/**
 * Whether RFQ attachments were added or removed since the RFQ's last revision (or its publication): an
 * upload or delete of an open RFQ's files is part of the amendment saved after it.
 */
async function documentsChangedSince(trx: Db, rfqId: number, since: Date): Promise<boolean> {
  const added = await trx
    .selectFrom('document')
    .select('id')
    .where('ownertable', '=', 'RFQ')
    .where('ownerid', '=', rfqId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (added) return true;
  const removed = await trx
    .selectFrom('audit_log')
    .select('id')
    .where('entity', '=', 'document')
    .where('action', '=', 'document.delete')
    .where('at', '>', since)
    .where(sql<boolean>`detail->>'ownertable' = 'RFQ' and detail->>'ownerid' = ${String(rfqId)}`)
    .executeTakeFirst();
  return removed !== undefined;
}

async function lastAmendedAt(trx: Db, rfq: BuyerRfq): Promise<Date> {
  const row = await trx
    .selectFrom('rfq_revision')
    .select(sql<Date | null>`max(changed_at)`.as('at'))
    .where('rfq_id', '=', rfq.id)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : (rfq.published_at ?? new Date(0));
}

/** What the amendment changes; empty when the input is what is stored. */
async function changesOf(trx: Db, rfq: BuyerRfq, body: BuyerRfqSaveBody): Promise<RfqChange[]> {
  const input = body.rfq;
  const next = rfqColumns(input);
  const changes: RfqChange[] = [];
  if (next.closingdate.getTime() !== rfq.closingdate.getTime()) changes.push('closingdate');
  if (linesDiffer(await readRfqLines(trx, rfq.id), input.lines)) changes.push('lines');
  if (textDiffers(rfq, next)) changes.push('text');
  if (await documentsChangedSince(trx, rfq.id, await lastAmendedAt(trx, rfq))) changes.push('documents');
  if (
    input.siteinspections &&
    inspectionsDiffer(await readSiteInspections(trx, rfq.id), input.siteinspections)
  ) {
    changes.push('siteinspections');
  }
  return changes;
}

/**
 * Amends an open RFQ: a revision with its reason and what changed; every invitation gets the new lines
 * (its prices kept by seqno), `amended_at`, a new quotation version, and a submitted one goes back to
 * WTQUOTE (its receipt stays as the last one) to be confirmed again. Nothing changed: nothing is written.
 */
async function amend(
  trx: Db,
  user: SessionUser,
  rfq: BuyerRfq,
  body: BuyerRfqSaveBody,
): Promise<SaveOutcome> {
  const input = body.rfq;
  const reason = (input.reason ?? '').trim();
  if (reason === '') throw new AppError(ErrorCode.REASON_REQUIRED);
  if (new Date(input.closingdate).getTime() <= Date.now()) throw new AppError(ErrorCode.CLOSING_DATE_PAST);
  assertBoq(input.lines, 'complete');
  const changes = await changesOf(trx, rfq, body);
  if (changes.length === 0) return { rfqnum: rfq.rfqnum, revision: rfq.revision, version: rfq.version };

  // Every invitation is locked before anything is written, and the amendment's moment is taken once they
  // are: a supplier's submit that held one of them has committed by then, so its receipt is earlier than
  // amended_at (the buyer sees it "amended since submitted", the supplier is told to submit again) and
  // the status read here is the submit's. A submit waiting for the lock then reads the amended lines.
  const invitations = await trx
    .selectFrom('udztb')
    .select(['id', 'status', 'version'])
    .where('rfq_id', '=', rfq.id)
    .orderBy('id')
    .forUpdate()
    .execute();
  const now = new Date();

  const revision = rfq.revision + 1;
  await updateRfqRow(trx, rfq, { ...rfqColumns(input), revision });
  await replaceRfqLines(trx, rfq.id, input.lines);
  if (input.siteinspections) await replaceSiteInspections(trx, rfq.id, input.siteinspections);
  await trx
    .insertInto('rfq_revision')
    .values({
      rfq_id: rfq.id,
      revision,
      reason,
      changed_by: user.userId,
      changed_at: now,
      changes: JSON.stringify(changes),
    })
    .execute();

  const lines: ImportLine[] = input.lines;
  const resubmit: number[] = [];
  for (const invitation of invitations) {
    if (changes.includes('lines')) await syncInvitationLines(trx, invitation.id, rfq.id, lines);
    const back = invitation.status === 'SUBMITED';
    await trx
      .updateTable('udztb')
      .set({
        amended_at: now,
        version: invitation.version + 1,
        updated_at: now,
        ...(back ? { status: 'WTQUOTE' as const } : {}),
        // A new closing date deserves its own reminder before it.
        ...(changes.includes('closingdate') ? { reminder_mailed_at: null } : {}),
      })
      .where('id', '=', invitation.id)
      .execute();
    if (back) {
      resubmit.push(invitation.id);
      await writeAudit(trx, {
        userId: user.userId,
        action: 'rfq.amend',
        entity: 'udztb',
        entityId: invitation.id,
        fromStatus: 'SUBMITED',
        toStatus: 'WTQUOTE',
        comment: reason,
        detail: { revision, version: invitation.version + 1 },
      });
    }
  }
  await writeRfqAudit(trx, user, rfq, 'rfq.amend', {
    comment: reason,
    fromStatus: rfq.status,
    toStatus: rfq.status,
    detail: { revision, changes, version: rfq.version + 1, resubmit: resubmit.length },
  });
  return {
    rfqnum: rfq.rfqnum,
    revision,
    version: rfq.version + 1,
    amendment: { rfqId: rfq.id, revision, reason, changes, resubmit },
  };
}

/**
 * Creates a draft (no `version`), saves a draft, or amends an open RFQ (`reason` required). Closed,
 * awarded and cancelled RFQs are refused.
 */
export async function saveRfq(
  db: Db,
  config: MailDeps['config'],
  user: SessionUser,
  body: BuyerRfqSaveBody,
): Promise<SaveOutcome> {
  assertSaveInput(body.rfq);
  if (body.version === undefined) return createRfq(db, config, user, body);
  const rfqnum = body.rfq.rfqnum;
  if (rfqnum === undefined) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  return db.transaction().execute(async (trx) => {
    const rfq = await findBuyerRfq(trx, user, rfqnum, { lock: true });
    if (rfq.version !== body.version) throw new AppError(ErrorCode.CONCURRENT_CHANGE);
    // A draft is edited, anything else amended: the table refuses each where it does not apply.
    const action = rfq.stage === 'DRAFT' ? 'edit' : 'amend';
    assertRfqAction(rfq, action);
    if (action === 'edit') return saveDraft(trx, user, rfq, body);
    const saved = await amend(trx, user, rfq, body);
    if (saved.amendment) await mailAmendment({ db: trx, config }, saved.amendment.rfqId, saved.amendment);
    return saved;
  });
}
