import type {
  BuyerAuditEntry,
  BuyerDocument,
  BuyerInvitation,
  BuyerMail,
  BuyerRevision,
  BuyerRfqDetail,
} from '@tender/api-contract';
import { sql } from 'kysely';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import { downloadLinks } from '../http/download-links.ts';
import type { SessionUser } from '../http/session-user.ts';
import { readSiteInspections } from './rfq-fields.ts';
import { readRfqLines } from './rfq-lines.ts';
import { type BuyerRfq, findBuyerRfq } from './rfq-scope.ts';

// /buyer/rfq/detail: one RFQ of the buyer's site with its lines, attachments, site inspections,
// revisions, invitations (who acknowledged, declined and submitted, and when), mails and audit. Sealed
// bids: nothing here reads a price column; quotations are compared with the tabulation after closing.

/** How many audit entries and mails the detail shows, newest first. */
const HISTORY_LIMIT = 500;

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** The RFQ's attachments, each with a download link signed for the caller's session. */
async function documentsOf(db: Db, rfqId: number, sessionId: number): Promise<BuyerDocument[]> {
  const links = await downloadLinks(db);
  const rows = await db
    .selectFrom('document')
    .select(['id', 'filename', 'description', 'filetype', 'size', 'created_at'])
    .where('ownertable', '=', 'RFQ')
    .where('ownerid', '=', rfqId)
    .orderBy('filename')
    .execute();
  return rows.map((row) => ({
    documentid: row.id,
    filename: row.filename,
    description: row.description,
    filetype: row.filetype,
    size: Number(row.size),
    createdate: row.created_at.toISOString(),
    docurl: links.urlFor(row.id, sessionId),
  }));
}

async function revisionsOf(db: Db, rfqId: number): Promise<BuyerRevision[]> {
  const rows = await db
    .selectFrom('rfq_revision')
    .leftJoin('app_user', 'app_user.id', 'rfq_revision.changed_by')
    .select([
      'rfq_revision.revision',
      'rfq_revision.reason',
      'app_user.username',
      'rfq_revision.changed_at',
      'rfq_revision.changes',
    ])
    .where('rfq_revision.rfq_id', '=', rfqId)
    .orderBy('rfq_revision.revision', 'desc')
    .execute();
  return rows.map((row) => ({
    revision: row.revision,
    reason: row.reason,
    changedby: row.username ?? '',
    changedat: row.changed_at.toISOString(),
    changes: typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes,
  }));
}

/** When the invitation's audit first shows the transition (acknowledged: NEW/DRAFT to WTQUOTE). */
const auditTime = (condition: ReturnType<typeof sql<boolean>>, pick: 'min' | 'max') =>
  sql<Date | null>`(select ${sql.raw(pick)}(a.at) from audit_log a
    where a.entity = 'udztb' and a.entity_id = udztb.id::text and ${condition})`;

async function invitationsOf(db: Db, rfq: BuyerRfq): Promise<BuyerInvitation[]> {
  const [invitations, invitees] = await Promise.all([
    db
      .selectFrom('udztb')
      .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
      .leftJoin('rfq_invitee', (join) =>
        join
          .onRef('rfq_invitee.rfq_id', '=', 'udztb.rfq_id')
          .onRef('rfq_invitee.supplier_id', '=', 'udztb.supplier_id'),
      )
      .select([
        'udztb.udztbnum',
        'supplier.code',
        'supplier.name',
        'udztb.status',
        'rfq_invitee.invited_at',
        'udztb.updated_at',
        'udztb.submitted_at',
        'udztb.inputed',
        'udztb.negotiation',
        'udztb.negotiation_closingdate',
        'udztb.amended_at',
        auditTime(sql<boolean>`a.from_status in ('NEW', 'DRAFT') and a.to_status = 'WTQUOTE'`, 'min').as(
          'acknowledged_at',
        ),
        auditTime(sql<boolean>`a.to_status = 'DECLINED'`, 'max').as('declined_at'),
        auditTime(sql<boolean>`a.to_status = 'SUBMITED'`, 'max').as('submitted_audit_at'),
      ])
      .where('udztb.rfq_id', '=', rfq.id)
      .execute(),
    db
      .selectFrom('rfq_invitee')
      .innerJoin('supplier', 'supplier.id', 'rfq_invitee.supplier_id')
      .select(['supplier.code', 'supplier.name', 'rfq_invitee.invited_at'])
      .where('rfq_invitee.rfq_id', '=', rfq.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('udztb')
              .select('udztb.id')
              .whereRef('udztb.rfq_id', '=', 'rfq_invitee.rfq_id')
              .whereRef('udztb.supplier_id', '=', 'rfq_invitee.supplier_id'),
          ),
        ),
      )
      .execute(),
  ]);
  const made: BuyerInvitation[] = invitations.map((row) => {
    const submitted = row.submitted_at ?? row.submitted_audit_at;
    return {
      udztbnum: row.udztbnum,
      suppliercode: row.code,
      suppliername: row.name,
      status: row.status,
      invitedat: new Date(row.invited_at ?? row.updated_at).toISOString(),
      acknowledgedat: iso(row.acknowledged_at),
      declinedat: iso(row.declined_at),
      submittedat: iso(submitted),
      hardcopy: row.inputed,
      negotiation: row.negotiation,
      negotiationclosingdate: iso(row.negotiation_closingdate),
      amended:
        row.amended_at !== null &&
        (submitted === null || new Date(row.amended_at).getTime() > new Date(submitted).getTime()),
    };
  });
  const picked: BuyerInvitation[] = invitees.map((row) => ({
    udztbnum: null,
    suppliercode: row.code,
    suppliername: row.name,
    status: '',
    invitedat: row.invited_at.toISOString(),
    acknowledgedat: null,
    declinedat: null,
    submittedat: null,
    hardcopy: false,
    negotiation: false,
    negotiationclosingdate: null,
    amended: false,
  }));
  return [...made, ...picked].sort((a, b) => a.suppliercode.localeCompare(b.suppliercode));
}

/** The mails about the RFQ in the outbox, newest first: queued, sent or failed with the relay's answer. */
async function mailsOf(db: Db, rfqId: number): Promise<BuyerMail[]> {
  const rows = await db
    .selectFrom('mail_outbox as m')
    .leftJoin('supplier', 'supplier.id', 'm.supplier_id')
    .leftJoin('app_user', 'app_user.id', 'm.user_id')
    .select([
      'm.created_at',
      'm.kind',
      'm.email',
      'm.state',
      'm.sent_at',
      'm.attempts',
      'm.last_error',
      'supplier.code',
      'app_user.username',
    ])
    .where('m.rfq_id', '=', rfqId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({
    at: row.created_at.toISOString(),
    kind: row.kind,
    email: row.email,
    suppliercode: row.code ?? '',
    username: row.username ?? '',
    state: row.state,
    sentat: row.sent_at?.toISOString() ?? null,
    attempts: row.attempts,
    // A sent mail's earlier refusals are history; what is not sent says why.
    error: row.state === 'sent' ? '' : (row.last_error ?? ''),
  }));
}

/**
 * The audit of the RFQ (its buyer actions and its attachments) and of its invitations' status changes,
 * newest first. A supplier's many draft saves are left out: they change no status. Three lookups, each
 * by the index on (entity, entity_id) (the invitations' through their ids), joined by UNION ALL: one
 * query with OR across them read the whole audit log (a sequential scan, 0.1 s per million entries).
 */
async function auditOf(db: Db, rfq: BuyerRfq): Promise<BuyerAuditEntry[]> {
  const columns = [
    'audit_log.id',
    'audit_log.at',
    'audit_log.user_id',
    'audit_log.action',
    'audit_log.entity',
    'audit_log.from_status',
    'audit_log.to_status',
    'audit_log.comment',
    sql<string | null>`audit_log.detail->>'filename'`.as('filename'),
  ] as const;
  const ofRfq = db
    .selectFrom('audit_log')
    .select([...columns, sql<string | null>`null`.as('udztbnum')])
    .where('audit_log.entity', '=', 'rfq')
    .where('audit_log.entity_id', '=', String(rfq.id));
  const ofInvitations = db
    .selectFrom('udztb')
    .innerJoin('audit_log', (join) =>
      join.on('audit_log.entity', '=', 'udztb').on(sql<boolean>`audit_log.entity_id = udztb.id::text`),
    )
    .select([...columns, sql<string | null>`udztb.udztbnum`.as('udztbnum')])
    .where('udztb.rfq_id', '=', rfq.id)
    .where((eb) =>
      eb.or([
        sql<boolean>`audit_log.from_status is distinct from audit_log.to_status`,
        eb('audit_log.action', 'like', 'rfq.%'),
      ]),
    );
  const ofDocuments = db
    .selectFrom('audit_log')
    .select([...columns, sql<string | null>`null`.as('udztbnum')])
    .where('audit_log.entity', '=', 'document')
    .where(sql<boolean>`audit_log.detail->>'ownertable' = 'RFQ'`)
    .where(sql<boolean>`audit_log.detail->>'ownerid' = ${String(rfq.id)}`);
  const rows = await db
    .selectFrom(ofRfq.unionAll(ofInvitations).unionAll(ofDocuments).as('e'))
    .leftJoin('app_user', 'app_user.id', 'e.user_id')
    .select([
      'e.at',
      'app_user.username',
      'e.action',
      'e.entity',
      'e.udztbnum',
      'e.from_status',
      'e.to_status',
      'e.comment',
      'e.filename',
    ])
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    username: row.username ?? '',
    action: row.action,
    subject: row.entity === 'udztb' ? (row.udztbnum ?? rfq.rfqnum) : rfq.rfqnum,
    fromstatus: row.from_status ?? '',
    tostatus: row.to_status ?? '',
    comment: row.entity === 'document' ? (row.filename ?? row.comment) : row.comment,
  }));
}

/** The whole detail of the buyer's RFQ `rfqnum` (4000001 when it is not of the buyer's site). */
export async function readBuyerRfq(
  db: Db,
  config: Pick<Config, 'currency'>,
  user: SessionUser,
  rfqnum: string,
): Promise<BuyerRfqDetail> {
  const rfq = await findBuyerRfq(db, user, rfqnum);
  const [lines, documents, inspections, revisions, invitations, mails, audit] = await Promise.all([
    readRfqLines(db, rfq.id),
    documentsOf(db, rfq.id, user.sessionId),
    readSiteInspections(db, rfq.id),
    revisionsOf(db, rfq.id),
    invitationsOf(db, rfq),
    mailsOf(db, rfq.id),
    auditOf(db, rfq),
  ]);
  return {
    rfqid: rfq.id,
    rfqnum: rfq.rfqnum,
    description: rfq.description,
    siteid: rfq.siteid,
    tendercollectvia: rfq.tendercollectvia,
    bidmethod: rfq.bidmethod,
    closingdate: rfq.closingdate.toISOString(),
    lastclosingdate: rfq.lastClosing.toISOString(),
    contact1: rfq.contact1,
    email1: rfq.email1,
    phone1: rfq.phone1,
    contact2: rfq.contact2,
    email2: rfq.email2,
    phone2: rfq.phone2,
    remark: rfq.remark,
    pricenegotiation: rfq.pricenegotiation,
    hassiteinspection: rfq.hassiteinspection,
    currency: rfq.currency ?? config.currency,
    status: rfq.stage,
    revision: rfq.revision,
    version: rfq.version,
    cancelreason: rfq.cancel_reason,
    publishedat: iso(rfq.published_at),
    lines,
    documents,
    siteinspections: inspections.map((s) => ({ ...s, replydate: iso(s.replydate) })),
    revisions,
    invitations,
    mails,
    audit,
  };
}
