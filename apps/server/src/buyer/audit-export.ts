import type { Tabulation } from '@tender/api-contract';
import { auditActionKey, formatZonedDateTime, PRICE_CRITERION } from '@tender/domain';
import ExcelJS from 'exceljs';
import type { AppContext } from '../app-context.ts';
import { readAwardLineOwners, readAwardTotals, readLiveAward } from '../award-record/index.ts';
import { AppError, ErrorCode, type ErrorCodeValue } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { errorMessage } from '../i18n/error-messages.ts';
import type { Language } from '../i18n/language.ts';
import { CATALOGUES, type MessageKey, t } from '../i18n/translate.ts';
import { listAudit, listMails, listRevisions } from './rfq-repository.ts';
import { type BuyerRfq, findBuyerRfq, writeRfqAudit } from './rfq-scope.ts';
import { getTabulation } from './tabulation-service.ts';

// /buyer/rfq/audit-export (issue 29, item 5): the record of one tender an auditor can take away, an .xlsx
// in the caller's language of three sheets: every event of the tender (its audit: the RFQ's actions, its
// invitations' status changes and its attachments; oldest first, time in the group's zone, what changed
// from the audit's detail and the amendment's revision), every mail about it (the outbox: queued, sent,
// failed and why), and the comparison as awarded (the tabulation service's, each line's awarded supplier
// from the award; still sealed: the sheet says so). A buyer or approver of the RFQ's site; taking the
// export is itself recorded in the history (`rfq.audit-export`), as an auditor would expect.

/** More events or mails than a tender has ever had; the export is never cut short below it. */
const ALL = 1_000_000;
const AMOUNT_FORMAT = '#,##0.00';
const HEADING_FILL = 'FFE7E6E6';
const AWARDED_FILL = 'FFD9EAD3';
const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Detail keys that say nothing to an auditor (the row's version, flags of the call). */
const HIDDEN_DETAIL = new Set([
  'version',
  'withAction',
  'rfqnum',
  'ownertable',
  'ownerid',
  'documentid',
  'actionid',
  'siteid',
  'inputed',
]);

/** The text of `key` when the catalogue has it, else undefined. */
function maybe(lang: Language, key: string, params: Record<string, string> = {}): string | undefined {
  return key in CATALOGUES[lang] ? t(lang, key as MessageKey, params) : undefined;
}

function actionLabel(lang: Language, action: string, toStatus: string): string {
  const key = auditActionKey(action, toStatus);
  return key
    ? t(lang, `auditExport.action.${key}` as MessageKey)
    : t(lang, 'auditExport.action.other', { action });
}

/** An RFQ's stage or status, or an invitation's status, in words ('' for none). */
function statusLabel(lang: Language, entity: string, status: string): string {
  if (status === '') return '';
  const own =
    entity === 'udztb' ? maybe(lang, `status.${status}`) : maybe(lang, `auditExport.stage.${status}`);
  return own ?? maybe(lang, `status.${status}`) ?? status;
}

const KNOWN_CODES = new Set<number>(Object.values(ErrorCode));

/** One value of an audit detail as text: lists joined, change categories and objects readable. */
function valueText(lang: Language, key: string, value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        key === 'changes' && typeof item === 'string'
          ? (maybe(lang, `auditExport.change.${item}`) ?? item)
          : valueText(lang, key, item),
      )
      .join(', ');
  }
  // A refusal's code (a scheduled publication's, issue 33): its message in the reader's language.
  if (key === 'code' && typeof value === 'number' && KNOWN_CODES.has(value)) {
    return `${errorMessage(value as ErrorCodeValue, lang)} (${value})`;
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${k} ${valueText(lang, k, v)}`)
      .join(' ');
  }
  return String(value);
}

/** An audit detail in words: "Suppliers: A, B; Lines: 4", the keys an auditor needs only. */
function detailText(lang: Language, detail: unknown): string {
  const parsed: unknown = typeof detail === 'string' ? JSON.parse(detail) : detail;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return '';
  return Object.entries(parsed)
    .filter(([key, value]) => !HIDDEN_DETAIL.has(key) && value !== null && value !== '')
    .map(
      ([key, value]) => `${maybe(lang, `auditExport.detail.${key}`) ?? key}: ${valueText(lang, key, value)}`,
    )
    .join('; ');
}

/** Bold, shaded, wrapped headings on `row`. */
function heading(sheet: ExcelJS.Worksheet, titles: readonly string[]): void {
  const row = sheet.addRow([...titles]);
  row.font = { bold: true };
  row.alignment = { wrapText: true, vertical: 'middle' };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADING_FILL } };
  });
  sheet.views = [{ state: 'frozen', ySplit: row.number }];
}

function widths(sheet: ExcelJS.Worksheet, columns: readonly number[]): void {
  columns.forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
}

interface ExportContext {
  lang: Language;
  rfq: BuyerRfq;
  when: (value: Date | string | null | undefined) => string;
}

async function eventsSheet(ctx: AppContext, x: ExportContext, workbook: ExcelJS.Workbook, title: string) {
  const { lang, rfq } = x;
  const sheet = workbook.addWorksheet(t(lang, 'auditExport.sheet.events'));
  sheet.addRow([title]).font = { bold: true };
  heading(sheet, [
    t(lang, 'auditExport.col.time', { zone: ctx.config.timeZoneLabel || ctx.config.timeZone }),
    t(lang, 'auditExport.col.user'),
    t(lang, 'auditExport.col.action'),
    t(lang, 'auditExport.col.subject'),
    t(lang, 'auditExport.col.before'),
    t(lang, 'auditExport.col.after'),
    t(lang, 'auditExport.col.comment'),
    t(lang, 'auditExport.col.changes'),
  ]);
  widths(sheet, [22, 20, 28, 18, 18, 18, 50, 60]);
  const [events, revisions] = await Promise.all([
    listAudit(ctx.db, rfq.id, ALL),
    listRevisions(ctx.db, rfq.id),
  ]);
  const revisionOf = new Map(revisions.map((r) => [r.revision, r]));
  for (const event of [...events].reverse()) {
    const detail = (typeof event.detail === 'string' ? JSON.parse(event.detail) : event.detail) as Record<
      string,
      unknown
    > | null;
    let changes = detailText(lang, detail);
    // An amendment's own record: what its revision changed, and why.
    const revision = event.action === 'rfq.amend' ? revisionOf.get(Number(detail?.revision)) : undefined;
    if (revision && !Array.isArray(detail?.changes)) {
      const parts = valueText(lang, 'changes', revision.changes);
      changes = [changes, `${t(lang, 'auditExport.detail.changes')}: ${parts}`]
        .filter((p) => p !== '')
        .join('; ');
    }
    const comment = event.entity === 'document' ? (event.filename ?? event.comment) : event.comment;
    sheet.addRow([
      x.when(event.at),
      event.username ?? t(lang, 'auditExport.system'),
      actionLabel(lang, event.action, event.to_status ?? ''),
      event.entity === 'udztb' ? (event.udztbnum ?? rfq.rfqnum) : rfq.rfqnum,
      statusLabel(lang, event.entity, event.from_status ?? ''),
      statusLabel(lang, event.entity, event.to_status ?? ''),
      comment || (revision?.reason ?? ''),
      changes,
    ]).alignment = { wrapText: true, vertical: 'top' };
  }
}

async function mailsSheet(ctx: AppContext, x: ExportContext, workbook: ExcelJS.Workbook, title: string) {
  const { lang } = x;
  const sheet = workbook.addWorksheet(t(lang, 'auditExport.sheet.mails'));
  sheet.addRow([title]).font = { bold: true };
  heading(sheet, [
    t(lang, 'auditExport.col.queued'),
    t(lang, 'auditExport.col.kind'),
    t(lang, 'auditExport.col.to'),
    t(lang, 'auditExport.col.supplier'),
    t(lang, 'auditExport.col.person'),
    t(lang, 'auditExport.col.state'),
    t(lang, 'auditExport.col.sent'),
    t(lang, 'auditExport.col.attempts'),
    t(lang, 'auditExport.col.answer'),
  ]);
  widths(sheet, [22, 24, 30, 14, 20, 22, 22, 10, 40]);
  const mails = await listMails(ctx.db, x.rfq.id, ALL);
  for (const mail of [...mails].reverse()) {
    sheet.addRow([
      x.when(mail.created_at),
      maybe(lang, `auditExport.mailKind.${mail.kind}`) ?? mail.kind,
      mail.email,
      mail.code ?? '',
      mail.username ?? '',
      maybe(lang, `auditExport.mailState.${mail.state}`) ?? mail.state,
      x.when(mail.sent_at),
      mail.attempts,
      mail.state === 'sent' ? '' : (mail.last_error ?? ''),
    ]).alignment = { wrapText: true, vertical: 'top' };
  }
}

/** The tabulation as the buyer's comparison shows it, or why there is none (still sealed, not closed). */
async function tabulationOrReason(
  ctx: AppContext,
  user: SessionUser,
  x: ExportContext,
): Promise<Tabulation | string> {
  try {
    return await getTabulation(ctx.db, user, x.rfq.rfqnum, ctx.config.currency);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Open, or closed with an opening quorum still to meet: sealed. A draft or a cancelled tender says why.
    const sealed = x.rfq.stage === 'OPEN' || x.rfq.stage === 'CLOSED';
    if (sealed && (error.code === ErrorCode.RFQ_NOT_CLOSED || error.code === ErrorCode.UNSEAL_PENDING)) {
      return t(x.lang, 'auditExport.sealed');
    }
    return t(x.lang, 'auditExport.unavailable', { reason: errorMessage(error.code, x.lang) });
  }
}

/**
 * The ranking on the criteria (issue 33) under the totals: each criterion's score (price computed, the
 * others the mean of their scorers), the weighted total and the rank; each score given, with who, when
 * and its note, is in the events sheet (`rfq.score`).
 */
function scoringRows(sheet: ExcelJS.Worksheet, lang: Language, tabulation: Tabulation): void {
  const { criteria, suppliers } = tabulation;
  if (criteria.length === 0) return;
  const row = (label: string, values: ReadonlyArray<string | number | null>, bold = false) => {
    const added = sheet.addRow(['', label, '', '', ...values.map((v) => (v === null ? '' : v))]);
    if (bold) added.font = { bold: true };
  };
  row(t(lang, 'auditExport.row.scoring'), [], true);
  criteria.forEach((criterion, k) => {
    const name = criterion.criterion === PRICE_CRITERION ? t(lang, 'auditExport.row.price') : criterion.name;
    row(
      `${name} (${criterion.weight}%)`,
      suppliers.map((s) => {
        const score = s.scoring?.scores[k]?.score;
        return score == null ? null : Number(score);
      }),
    );
  });
  row(
    t(lang, 'auditExport.row.weightedTotal'),
    suppliers.map((s) => (s.scoring?.weightedtotal == null ? null : Number(s.scoring.weightedtotal))),
    true,
  );
  row(
    t(lang, 'auditExport.row.rank'),
    suppliers.map((s) => s.scoring?.rank ?? null),
    true,
  );
}

async function comparisonSheet(
  ctx: AppContext,
  user: SessionUser,
  x: ExportContext,
  workbook: ExcelJS.Workbook,
  title: string,
) {
  const { lang, rfq } = x;
  const sheet = workbook.addWorksheet(t(lang, 'auditExport.sheet.comparison'));
  sheet.addRow([title]).font = { bold: true };
  const tabulation = await tabulationOrReason(ctx, user, x);
  if (typeof tabulation === 'string') {
    sheet.addRow([tabulation]);
    widths(sheet, [100]);
    return;
  }
  const { suppliers, lines } = tabulation;
  // Each line's awarded invitation: the live award's (split by line), or for an award made before
  // awards were recorded by line, every line an AWARDED supplier priced.
  const award = await readLiveAward(ctx.db, rfq.id);
  const [owners, awardTotals] = award
    ? await Promise.all([readAwardLineOwners(ctx.db, award.id), readAwardTotals(ctx.db, award.id)])
    : [[], []];
  const awardedBy = new Map(owners.map((row) => [row.seqno, row.udztbnum]));
  const wholeWinners = award ? [] : suppliers.filter((s) => s.status === 'AWARDED');
  const justification = award?.justification ?? '';
  sheet.addRow([
    award?.state === 'FINAL'
      ? t(lang, 'auditExport.awardFinal', { justification })
      : award?.state === 'PENDING'
        ? t(lang, 'auditExport.awardPending', { justification })
        : wholeWinners.length > 0
          ? t(lang, 'auditExport.awardWhole', {
              suppliers: wholeWinners.map((s) => `${s.suppliercode} ${s.suppliername}`).join(', '),
            })
          : t(lang, 'auditExport.noAward'),
  ]);
  sheet.addRow([t(lang, 'auditExport.amounts', { currency: tabulation.currency })]);
  if (suppliers.length === 0) {
    sheet.addRow([t(lang, 'auditExport.noQuotations')]);
    return;
  }
  heading(sheet, [
    t(lang, 'auditExport.col.seqno'),
    t(lang, 'auditExport.col.description'),
    t(lang, 'auditExport.col.quantity'),
    t(lang, 'auditExport.col.unit'),
    ...suppliers.map((s) => `${s.suppliercode} ${s.suppliername}`),
    t(lang, 'auditExport.col.lowest'),
    t(lang, 'auditExport.col.awardedTo'),
  ]);
  widths(sheet, [8, 40, 12, 10, ...suppliers.map(() => 18), 18, 30]);
  for (const line of lines) {
    const winners = line.prices
      .map((price, index) => ({ price, supplier: suppliers[index] }))
      .filter(({ price, supplier }) =>
        award
          ? awardedBy.get(line.seqno) === supplier?.udztbnum
          : !line.header && price.compared !== null && wholeWinners.includes(supplier as never),
      );
    const row = sheet.addRow([
      line.seqno,
      line.description,
      line.quantity === null ? null : Number(line.quantity),
      line.unit,
      ...line.prices.map((price) => (price.compared === null ? null : Number(price.compared))),
      line.prices
        .map((price, index) => (price.lowest ? suppliers[index]?.suppliercode : undefined))
        .filter((code) => code !== undefined)
        .join(', '),
      winners.map(({ supplier }) => `${supplier?.suppliercode} ${supplier?.suppliername}`).join(', '),
    ]);
    if (line.header || line.bold) row.font = { bold: true };
    line.prices.forEach((_, index) => {
      row.getCell(5 + index).numFmt = AMOUNT_FORMAT;
    });
    for (const { supplier } of winners) {
      const cell = row.getCell(5 + suppliers.indexOf(supplier as (typeof suppliers)[number]));
      cell.font = { bold: true };
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: AWARDED_FILL } };
    }
  }
  const totals = (label: string, values: ReadonlyArray<string | null>) => {
    const row = sheet.addRow([
      '',
      label,
      '',
      '',
      ...values.map((value) => (value === null ? null : Number(value))),
    ]);
    row.font = { bold: true };
    values.forEach((_, index) => {
      row.getCell(5 + index).numFmt = AMOUNT_FORMAT;
    });
  };
  totals(
    t(lang, 'auditExport.row.total'),
    suppliers.map((s) => s.comparabletotal),
  );
  scoringRows(sheet, lang, tabulation);
  // The award's own amounts (each line as quoted), exact; an award of the whole tender: the quotation's total.
  const awardTotalOf = new Map(awardTotals.map((row) => [row.udztbnum, row.total]));
  totals(
    t(lang, 'auditExport.row.awardedTotal'),
    suppliers.map((s) =>
      award
        ? (awardTotalOf.get(s.udztbnum) ?? '0.00')
        : wholeWinners.includes(s)
          ? s.comparabletotal
          : '0.00',
    ),
  );
}

/** The workbook and its file name (`<rfqnum>-record.xlsx`), in `lang`; records that it was taken. */
export async function exportAuditRecord(
  ctx: AppContext,
  user: SessionUser,
  rfqnum: string,
  lang: Language,
): Promise<{ filename: string; mediaType: string; bytes: Buffer }> {
  const rfq = await findBuyerRfq(ctx.db, user, rfqnum.trim());
  const now = new Date();
  const x: ExportContext = {
    lang,
    rfq,
    when: (value) => formatZonedDateTime(value, ctx.config.timeZone, ctx.config.timeZoneLabel),
  };
  const title = t(lang, 'auditExport.title', {
    rfqnum: rfq.rfqnum,
    description: rfq.description,
    when: x.when(now),
    who: user.username,
  });
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tender Portal';
  workbook.created = now;
  await eventsSheet(ctx, x, workbook, title);
  await mailsSheet(ctx, x, workbook, title);
  await comparisonSheet(ctx, user, x, workbook, title);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  // An auditor's copy left the portal: who took it and when is part of the record from now on.
  await writeRfqAudit(ctx.db, user, rfq, 'rfq.audit-export', { fromStatus: rfq.stage, toStatus: rfq.stage });
  return { filename: `${rfq.rfqnum}-record.xlsx`, mediaType: XLSX_MEDIA_TYPE, bytes };
}
