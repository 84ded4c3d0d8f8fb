import type {
  BuyerAuditEntry,
  BuyerAwardState,
  BuyerAwardSupplier,
  BuyerDocument,
  BuyerInvitation,
  BuyerMail,
  BuyerRevision,
  BuyerRfqDetail,
} from '@tender/api-contract';
import type { ErrorCodeValue } from '@tender/api-contract/error-codes';
import { sumAmounts } from '@tender/domain';
import { readHandoffs } from '../award-record/index.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import { downloadLinks } from '../http/download-links.ts';
import type { SessionUser } from '../http/session-user.ts';
import { errorMessage } from '../i18n/error-messages.ts';
import type { Language } from '../i18n/language.ts';
import { markRfqSeen } from '../notifications/index.ts';
import { findShownAward, listAwardLinesBySupplier } from './award-repository.ts';
import { listInvitationHistory, listPendingInvitees } from './invitation-repository.ts';
import { readRfqLines } from './rfq-lines.ts';
import {
  listAudit,
  listMails,
  listRevisions,
  listRfqDocuments,
  readSiteInspections,
} from './rfq-repository.ts';
import { type BuyerRfq, findBuyerRfq } from './rfq-scope.ts';
import { readCriteria } from './scoring-repository.ts';
import { approvalThreshold } from './site-setting-repository.ts';
import { unsealStateOf } from './unseal-service.ts';

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
  const rows = await listRfqDocuments(db, rfqId);
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
  const rows = await listRevisions(db, rfqId);
  return rows.map((row) => ({
    revision: row.revision,
    reason: row.reason,
    changedby: row.username ?? '',
    changedat: row.changed_at.toISOString(),
    changes: typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes,
  }));
}

async function invitationsOf(db: Db, rfq: BuyerRfq): Promise<BuyerInvitation[]> {
  const [invitations, invitees] = await Promise.all([
    listInvitationHistory(db, rfq.id),
    listPendingInvitees(db, rfq.id),
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
  const rows = await listMails(db, rfqId, HISTORY_LIMIT);
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

/** The audit of the RFQ and of its invitations' status changes, newest first (rfq-repository.ts). */
async function auditOf(db: Db, rfq: BuyerRfq, lang: Language): Promise<BuyerAuditEntry[]> {
  const rows = await listAudit(db, rfq.id, HISTORY_LIMIT);
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    username: row.username ?? '',
    action: row.action,
    subject: row.entity === 'udztb' ? (row.udztbnum ?? rfq.rfqnum) : rfq.rfqnum,
    fromstatus: row.from_status ?? '',
    tostatus: row.to_status ?? '',
    comment: commentOf(row, lang),
  }));
}

/**
 * An entry's comment: an attachment's file name; for a scheduled publication refused at its time, why, in
 * the reader's language (publish's refusal code is kept in the entry's detail); else what was written.
 */
function commentOf(
  row: { entity: string; action: string; comment: string; filename: string | null; detail: unknown },
  lang: Language,
): string {
  if (row.entity === 'document') return row.filename ?? row.comment;
  const code = (row.detail as { code?: unknown } | null)?.code;
  if (row.action === 'rfq.schedule.refused' && typeof code === 'number') {
    return errorMessage(code as ErrorCodeValue, lang);
  }
  return row.comment;
}

/**
 * The award the tender page shows (issue 29): the one waiting for approval or standing, else the last
 * rejected, with each supplier's lines and total; null before any.
 */
async function awardOf(db: Db, rfqId: number): Promise<BuyerAwardState | null> {
  const award = await findShownAward(db, rfqId);
  if (!award) return null;
  const lines = await listAwardLinesBySupplier(db, award.id);
  const suppliers = new Map<string, { name: string; seqnos: number[]; amounts: string[] }>();
  for (const line of lines) {
    const mine = suppliers.get(line.code) ?? { name: line.name, seqnos: [], amounts: [] };
    mine.seqnos.push(line.seqno);
    mine.amounts.push(line.amount);
    suppliers.set(line.code, mine);
  }
  return {
    state: award.state,
    proposedby: award.proposedby,
    proposedat: award.proposed_at.toISOString(),
    justification: award.justification,
    total: award.total,
    threshold: award.threshold,
    needsapproval: award.needs_approval,
    decidedby: award.decidedby ?? '',
    decidedat: iso(award.decided_at),
    comment: award.comment,
    suppliers: [...suppliers].map(
      ([code, mine]): BuyerAwardSupplier => ({
        suppliercode: code,
        suppliername: mine.name,
        seqnos: mine.seqnos,
        total: sumAmounts(mine.amounts),
      }),
    ),
  };
}

/** The whole detail of the buyer's RFQ `rfqnum` (4000001 when it is not of the buyer's site). */
export async function readBuyerRfq(
  db: Db,
  config: Pick<Config, 'currency' | 'amendMinNoticeHours' | 'awardApprovalThreshold'>,
  user: SessionUser,
  rfqnum: string,
  lang: Language,
): Promise<BuyerRfqDetail> {
  const rfq = await findBuyerRfq(db, user, rfqnum);
  // The caller has now looked at what the suppliers did: the console's counts start again (issue 35).
  await markRfqSeen(db, user.userId, rfq.id, new Date());
  const [lines, documents, inspections, revisions, invitations, mails, audit, award, threshold, unseal] =
    await Promise.all([
      readRfqLines(db, rfq.id),
      documentsOf(db, rfq.id, user.sessionId),
      readSiteInspections(db, rfq.id),
      revisionsOf(db, rfq.id),
      invitationsOf(db, rfq),
      mailsOf(db, rfq.id),
      auditOf(db, rfq, lang),
      awardOf(db, rfq.id),
      approvalThreshold(db, config, rfq.siteid),
      unsealStateOf(db, rfq),
    ]);
  return {
    rfqid: rfq.id,
    rfqnum: rfq.rfqnum,
    description: rfq.description,
    siteid: rfq.siteid,
    tendercollectvia: rfq.tendercollectvia,
    bidmethod: rfq.bidmethod,
    closingdate: rfq.closingdate.toISOString(),
    closingdateset: rfq.closingdate_set,
    lastclosingdate: rfq.lastClosing.toISOString(),
    amendnoticehours: config.amendMinNoticeHours,
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
    publishat: rfq.stage === 'DRAFT' ? iso(rfq.publish_at) : null,
    openingquorum: rfq.opening_quorum === 2 ? 2 : 1,
    unseal,
    awardapprovalthreshold: threshold,
    award,
    lines,
    documents,
    siteinspections: inspections.map((s) => ({ ...s, replydate: iso(s.replydate) })),
    revisions,
    invitations,
    mails,
    audit,
    handoffs: await readHandoffs(db, rfq.id),
    criteria: await readCriteria(db, rfq.id),
  };
}
