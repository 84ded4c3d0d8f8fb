import type { BuyerRfqSaveBody, ImportLine, ImportSiteInspection } from '@tender/api-contract';
import { amendNoticeRefusal, earliestAmendedClosing, normalizeCriteria } from '@tender/domain';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import type { RfqChange } from '../db/tables.ts';
import {
  type VersionedColumns,
  type VersionedDecision,
  versionedChange,
  writeVersion,
} from '../db/versioned-change.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { type AmendmentChange, type MailDeps, mailAmendment } from '../notifications/index.ts';
import { amendedRfq, amendmentChanges } from './amendment-changes.ts';
import { assertBoq } from './boq-check.ts';
import { lockInvitations } from './invitation-repository.ts';
import { scheduleBroken } from './publishable-draft.ts';
import {
  changedCollectionField,
  inspectionRow,
  inspectionsDiffer,
  type RfqColumns,
  rfqColumns,
  textDiffers,
} from './rfq-fields.ts';
import {
  buyerQuantities,
  linesDiffer,
  readRfqLines,
  replaceRfqLines,
  syncInvitationLines,
} from './rfq-lines.ts';
import {
  documentsChangedSince,
  greatestNumberAfter,
  insertRevision,
  insertRfq,
  lastRevisionAt,
  readSiteInspections,
  replaceSiteInspections,
} from './rfq-repository.ts';
import { assertRfqAction, type BuyerRfq, buyerRfqChange, writeRfqAudit } from './rfq-scope.ts';
import { assertSaveInput } from './save-input.ts';
import { assertCriteriaKept, saveDraftCriteria } from './scoring-service.ts';

// /buyer/rfq/save: create a draft, save a draft, or amend an open RFQ. Everything one save changes (the
// RFQ, its lines, its site inspections and, for an amendment, every invitation) commits together with its
// audit, and so do the amendment's mails, queued in the outbox (docs/architecture.md, Mail).

/** An amendment just made, for its mails. */
export interface CommittedAmendment {
  rfqId: number;
  revision: number;
  reason: string;
  /** What changed, old -> new, for the mail (buyer fields only). */
  changes: AmendmentChange[];
  /** The invitations moved from SUBMITED back to WTQUOTE. */
  resubmit: number[];
}

export interface SaveOutcome {
  rfqnum: string;
  revision: number;
  version: number;
  amendment?: CommittedAmendment;
  /** A scheduled draft this save left unpublishable at its time: its schedule was cleared (issue 33). */
  unscheduled?: boolean;
}

/** `RFQ-<year>-B`: the prefix of the numbers the server gives new RFQs, the year in the group's zone. */
function numberPrefix(config: Pick<Config, 'timeZone'>, now: Date): string {
  const year = new Intl.DateTimeFormat('en', { timeZone: config.timeZone, year: 'numeric' }).format(now);
  return `RFQ-${year}-B`;
}

/** The columns a new draft is inserted with: a save's, or a copy's (closing date not set yet). */
export type DraftColumns = RfqColumns | (Omit<RfqColumns, 'closingdate_set'> & { closingdate_set: false });

/** Inserts a new draft under `rfqnum`; undefined when the number is taken. */
function insertDraft(
  trx: Db,
  user: SessionUser,
  rfqnum: string,
  columns: DraftColumns,
): Promise<number | undefined> {
  return insertRfq(trx, {
    rfqnum,
    siteid: user.siteid,
    ...columns,
    status: 'DRAFT',
    created_by: user.userId,
    updated_at: new Date(),
  });
}

/** The next free `RFQ-<year>-B<4 digits>`: one more than the greatest of the year (taken ones skipped). */
export async function insertNumberedDraft(
  trx: Db,
  config: Pick<Config, 'timeZone'>,
  user: SessionUser,
  columns: DraftColumns,
): Promise<{ id: number; rfqnum: string }> {
  const prefix = numberPrefix(config, new Date());
  let next = (await greatestNumberAfter(trx, prefix)) + 1;
  for (let attempt = 0; attempt < 20; attempt += 1, next += 1) {
    const rfqnum = `${prefix}${String(next).padStart(4, '0')}`;
    const id = await insertDraft(trx, user, rfqnum, columns);
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
      const id = await insertDraft(trx, user, input.rfqnum, rfqColumns(input));
      if (id === undefined) throw new AppError(ErrorCode.RFQNUM_TAKEN);
      created = { id, rfqnum: input.rfqnum };
    } else {
      created = await insertNumberedDraft(trx, config, user, rfqColumns(input));
    }
    await replaceRfqLines(trx, created.id, input.lines);
    if (input.siteinspections) await replaceInspections(trx, created.id, input.siteinspections);
    await saveDraftCriteria(trx, created.id, input.criteria);
    await writeRfqAudit(trx, user, created, 'rfq.create', {
      toStatus: 'DRAFT',
      detail: { lines: input.lines.length, ...criteriaDetail(input) },
    });
    return { rfqnum: created.rfqnum, revision: 0, version: 0 };
  });
}

/** The criteria a draft's save sets, for its audit entry (issue 33): name and weight of each. */
function criteriaDetail(input: BuyerRfqSaveBody['rfq']): Record<string, unknown> {
  if (input.criteria === undefined) return {};
  return { criteria: normalizeCriteria(input.criteria) };
}

/** Makes the RFQ's site inspections exactly the input's. */
function replaceInspections(trx: Db, rfqId: number, input: readonly ImportSiteInspection[]): Promise<void> {
  return replaceSiteInspections(trx, rfqId, input.map(inspectionRow));
}

type RfqDecision = VersionedDecision<Omit<SaveOutcome, 'version'>, VersionedColumns<'rfq'>>;

/**
 * A draft's save: its fields, lines and site inspections as given. A scheduled draft stays scheduled only
 * while publish would still take it at its time (issue 33): else the schedule is cleared, audited
 * rfq.unschedule with the refusal's code, and the console shows it unscheduled.
 */
async function saveDraft(
  trx: Db,
  user: SessionUser,
  rfq: BuyerRfq,
  body: BuyerRfqSaveBody,
): Promise<RfqDecision> {
  const input = body.rfq;
  assertBoq(input.lines, 'draft');
  await replaceRfqLines(trx, rfq.id, input.lines);
  if (input.siteinspections) await replaceInspections(trx, rfq.id, input.siteinspections);
  const columns = rfqColumns(input);
  const broken = await scheduleBroken(trx, { ...rfq, ...columns });
  if (broken !== undefined) {
    await writeRfqAudit(trx, user, rfq, 'rfq.unschedule', {
      fromStatus: 'DRAFT',
      toStatus: 'DRAFT',
      detail: { publishat: rfq.publish_at?.toISOString(), code: broken },
    });
  }
  await saveDraftCriteria(trx, rfq.id, input.criteria);
  return {
    change: broken === undefined ? columns : { ...columns, publish_at: null, publish_by: null },
    audit: {
      action: 'rfq.save',
      fromStatus: 'DRAFT',
      toStatus: 'DRAFT',
      detail: { lines: input.lines.length, ...criteriaDetail(input) },
    },
    result: {
      rfqnum: rfq.rfqnum,
      revision: rfq.revision,
      ...(broken === undefined ? {} : { unscheduled: true }),
    },
  };
}

/**
 * Whether RFQ attachments were added or removed since the RFQ's last revision (or its publication): an
 * upload or delete of an open RFQ's files is part of the amendment saved after it.
 */
async function documentsChangedSinceAmended(trx: Db, rfq: BuyerRfq): Promise<boolean> {
  const since = (await lastRevisionAt(trx, rfq.id)) ?? rfq.published_at ?? new Date(0);
  return documentsChangedSince(trx, rfq.id, since);
}

/** What the amendment changes; empty when the input is what is stored. */
async function changesOf(trx: Db, rfq: BuyerRfq, body: BuyerRfqSaveBody): Promise<RfqChange[]> {
  const input = body.rfq;
  const next = rfqColumns(input);
  const changes: RfqChange[] = [];
  if (next.closingdate.getTime() !== rfq.closingdate.getTime()) changes.push('closingdate');
  if (linesDiffer(await readRfqLines(trx, rfq.id), input.lines)) changes.push('lines');
  if (textDiffers(rfq, next)) changes.push('text');
  if (await documentsChangedSinceAmended(trx, rfq)) changes.push('documents');
  if (
    input.siteinspections &&
    inspectionsDiffer(await readSiteInspections(trx, rfq.id), input.siteinspections)
  ) {
    changes.push('siteinspections');
  }
  return changes;
}

/**
 * Refuses an amendment that changes how quotations are collected (5600015 naming the field: the seal
 * and the hard-copy path read the type, so it is the one the suppliers were invited under), or whose
 * closing date leaves the bidders less than the notice (5600016, domain amend-notice.ts).
 */
function assertAmendable(
  rfq: BuyerRfq,
  body: BuyerRfqSaveBody,
  changes: readonly RfqChange[],
  noticeHours: number,
): void {
  const field = changedCollectionField(rfq, rfqColumns(body.rfq));
  if (field) throw new AppError(ErrorCode.COLLECTION_FIXED, { field }, { field });
  const notice = {
    closing: rfq.closingdate,
    contentChanged: changes.includes('lines') || changes.includes('documents'),
    noticeHours,
    now: new Date(),
  };
  if (amendNoticeRefusal(notice, new Date(body.rfq.closingdate)) !== null) {
    throw new AppError(
      ErrorCode.AMEND_NOTICE,
      { earliestclosingdate: earliestAmendedClosing(notice).toISOString() },
      { hours: String(noticeHours) },
    );
  }
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
  noticeHours: number,
): Promise<RfqDecision> {
  const input = body.rfq;
  const reason = (input.reason ?? '').trim();
  if (reason === '') throw new AppError(ErrorCode.REASON_REQUIRED);
  if (new Date(input.closingdate).getTime() <= Date.now()) throw new AppError(ErrorCode.CLOSING_DATE_PAST);
  assertBoq(input.lines, 'complete');
  // The criteria were published with the tender: an amendment keeps them (5600042).
  await assertCriteriaKept(trx, rfq.id, input.criteria);
  const changes = await changesOf(trx, rfq, body);
  assertAmendable(rfq, body, changes, noticeHours);
  const unchanged = { rfqnum: rfq.rfqnum, revision: rfq.revision };
  if (changes.length === 0) return { change: null, audit: { action: 'rfq.amend' }, result: unchanged };

  // Every invitation is locked before anything is written, and the amendment's moment is taken once they
  // are: a supplier's submit that held one of them has committed by then, so its receipt is earlier than
  // amended_at (the buyer sees it "amended since submitted", the supplier is told to submit again) and
  // the status read here is the submit's. A submit waiting for the lock then reads the amended lines.
  const invitations = await lockInvitations(trx, rfq.id);
  const now = new Date();

  const revision = rfq.revision + 1;
  const oldLines = await readRfqLines(trx, rfq.id);
  const before = buyerQuantities(oldLines);
  const details = amendmentChanges(
    { rfq: amendedRfq(rfq), lines: oldLines },
    { rfq: amendedRfq(rfqColumns(input)), lines: input.lines },
    { documents: changes.includes('documents'), siteinspections: changes.includes('siteinspections') },
  );
  await replaceRfqLines(trx, rfq.id, input.lines);
  if (input.siteinspections) await replaceInspections(trx, rfq.id, input.siteinspections);
  await insertRevision(trx, {
    rfq_id: rfq.id,
    revision,
    reason,
    changed_by: user.userId,
    changed_at: now,
    changes: JSON.stringify(changes),
  });

  const lines: ImportLine[] = input.lines;
  const resubmit: number[] = [];
  for (const invitation of invitations) {
    if (changes.includes('lines')) await syncInvitationLines(trx, invitation.id, rfq.id, lines, before);
    const back = invitation.status === 'SUBMITED';
    await writeVersion(
      trx,
      'udztb',
      invitation,
      {
        amended_at: now,
        ...(back ? { status: 'WTQUOTE' as const } : {}),
        // A new closing date deserves its own reminder before it.
        ...(changes.includes('closingdate') ? { reminder_mailed_at: null } : {}),
      },
      // Only a quotation sent back is audited on the invitation; the RFQ's entry tells the rest.
      back ? { userId: user.userId, action: 'rfq.amend', comment: reason, detail: { revision } } : null,
    );
    if (back) resubmit.push(invitation.id);
  }
  return {
    change: { ...rfqColumns(input), revision },
    audit: {
      action: 'rfq.amend',
      comment: reason,
      detail: { revision, changes, resubmit: resubmit.length },
    },
    result: {
      rfqnum: rfq.rfqnum,
      revision,
      amendment: { rfqId: rfq.id, revision, reason, changes: details, resubmit },
    },
  };
}

/**
 * Creates a draft (no `version`), saves a draft, or amends an open RFQ (`reason` required). Closed,
 * awarded and cancelled RFQs are refused. A save or an amendment is the versioned change of the RFQ
 * (db/versioned-change.ts): a page that read an older version is refused (4000006).
 */
export async function saveRfq(
  db: Db,
  config: MailDeps['config'] & Pick<Config, 'amendMinNoticeHours'>,
  user: SessionUser,
  body: BuyerRfqSaveBody,
): Promise<SaveOutcome> {
  assertSaveInput(body.rfq);
  if (body.version === undefined) return createRfq(db, config, user, body);
  const rfqnum = body.rfq.rfqnum;
  if (rfqnum === undefined) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  // The amendment's mails are queued after its versioned change is written (they read the RFQ as amended),
  // in the same transaction.
  return db.transaction().execute(async (trx) => {
    const { result, version } = await versionedChange(
      trx,
      { ...buyerRfqChange(user, rfqnum), expectedVersion: body.version },
      (rfq, inner) => {
        // A draft is edited, anything else amended: the table refuses each where it does not apply (after
        // the version check: a stale page is told to reload first).
        const action = rfq.stage === 'DRAFT' ? 'edit' : 'amend';
        assertRfqAction(rfq, action);
        return action === 'edit'
          ? saveDraft(inner, user, rfq, body)
          : amend(inner, user, rfq, body, config.amendMinNoticeHours);
      },
    );
    if (result.amendment) await mailAmendment({ db: trx, config }, result.amendment.rfqId, result.amendment);
    return { ...result, version };
  });
}
