import type { BuyerSupplierRecord, RecordEvaluation, RecordTender } from '@tender/api-contract';
import {
  averageResponse,
  centsToText,
  isQuorumMet,
  parseCents,
  recordWindowStart,
  sealPhase,
  totalsByCurrency,
} from '@tender/domain';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import {
  listCertificates,
  listContacts,
  listLicences,
  listScopes,
  presentCertificate,
  presentContact,
  presentLicence,
} from '../profile/index.ts';
import {
  countCompletedWorkOrders,
  findSupplierByCode,
  listRecordTenders,
  rfqsWithCriteria,
} from './supplier-record-repository.ts';
import { getTabulation } from './tabulation-service.ts';

// /buyer/supplier/record (issue 33, item 5): a supplier's profile and its record with the caller's site.
//
// - Window: the site's tenders whose RFQ closes within the last 24 months (domain recordWindowStart) or later.
// - Invited: every invitation. Submitted: a quotation submitted online, input from paper, or decided on
//   (SUBMITED, AWARDED, LOST). Won: an invitation AWARDED in a final award.
// - Sealed bids: a submitted quotation's amount is counted only once its tender is opened (the seal's phase
//   'opened': its own closing date passed and the opening quorum met, or awarded); before, the tender is
//   counted, `sealed`, its amount withheld. A cancelled tender's quotations stay sealed.
// - Amounts: the discounted amounts (else totals) of the entry lines, exact; won: the lines it won in the
//   final award (a history imported as AWARDED without lines: the whole quotation). Totals per currency.
// - Response time: domain averageResponse over the quotations submitted online.

const DECIDED = new Set(['SUBMITED', 'AWARDED', 'LOST']);

/** Today's date (YYYY-MM-DD) in the group's time zone: a certificate expiring today is still valid. */
function today(config: Pick<Config, 'timeZone'>, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: config.timeZone, dateStyle: 'short' }).format(now);
}

/** An exact sum as 2-decimal text; null stays null. */
function cents(text: string | null): string | null {
  const value = parseCents(text);
  return value === null ? null : centsToText(value);
}

type TenderRow = Awaited<ReturnType<typeof listRecordTenders>>[number];

function presentTender(row: TenderRow, currency: string, now: Date): RecordTender {
  const submitted =
    DECIDED.has(row.status) || row.submitted_at !== null || (row.inputed && row.status !== 'DECLINED');
  const opened =
    sealPhase(
      {
        rfqStatus: row.rfqstatus,
        closingdate: row.closingdate,
        opened: isQuorumMet(row.opening_quorum, row.unsealers),
      },
      now,
    ) === 'opened';
  const won = row.status === 'AWARDED';
  const wonamount = won ? (cents(row.wonlines > 0 ? row.wonamount : row.amount) ?? '0.00') : null;
  return {
    rfqnum: row.rfqnum,
    udztbnum: row.udztbnum,
    description: row.description,
    currency,
    closingdate: new Date(row.rfqclosingdate).toISOString(),
    status: row.status,
    submitted,
    won,
    submittedat: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
    invitedat: row.invited_at ? new Date(row.invited_at).toISOString() : null,
    sealed: submitted && !opened,
    amount: submitted && opened ? (cents(row.amount) ?? '0.00') : null,
    wonamount: opened ? wonamount : null,
  };
}

export async function readSupplierRecord(
  db: Db,
  config: Pick<Config, 'timeZone' | 'currency'>,
  user: SessionUser,
  suppliercode: string,
  now = new Date(),
): Promise<BuyerSupplierRecord> {
  const supplier = await findSupplierByCode(db, suppliercode.trim());
  if (!supplier) throw new AppError(ErrorCode.NO_SUCH_SUPPLIER);
  const since = recordWindowStart(now);
  const day = today(config, now);
  const [contacts, scopes, licences, rows, workorders] = await Promise.all([
    listContacts(db, supplier.id),
    listScopes(db, supplier.id),
    listLicences(db, supplier.id),
    listRecordTenders(db, supplier.id, user.siteid, since),
    countCompletedWorkOrders(db, supplier.id, since),
  ]);
  const certificates = await listCertificates(
    db,
    scopes.map((scope) => scope.id),
  );
  const tenders = rows.map((row) => presentTender(row, row.currency ?? config.currency, now));
  const response = averageResponse(
    tenders.map((tender) => ({ invitedAt: tender.invitedat, submittedAt: tender.submittedat })),
  );
  const submittedTotals = totalsByCurrency(tenders.map((t) => ({ currency: t.currency, amount: t.amount })));
  const wonTotals = totalsByCurrency(tenders.map((t) => ({ currency: t.currency, amount: t.wonamount })));
  const currencies = [...new Set([...submittedTotals, ...wonTotals].map((t) => t.currency))].sort();
  return {
    suppliercode: supplier.code,
    name: supplier.name,
    addressline1: supplier.addressline1,
    addressline2: supplier.addressline2,
    addressline3: supplier.addressline3,
    address2: supplier.city,
    address3: supplier.state,
    address4: supplier.zip,
    phone: supplier.phone,
    fax: supplier.fax,
    homepage: supplier.homepage,
    contactlist: contacts.map(presentContact),
    svcscopelist: scopes.map((scope) => ({
      svcscope: scope.svcscope,
      description: scope.description,
      certificates: certificates
        .filter((c) => c.svc_scope_id === scope.id)
        .map((c) => presentCertificate(c, day)),
    })),
    licensecertlist: licences.map((licence) => presentLicence(licence, day)),
    since: since.toISOString(),
    invited: tenders.length,
    submitted: tenders.filter((t) => t.submitted).length,
    won: tenders.filter((t) => t.won).length,
    sealed: tenders.filter((t) => t.sealed).length,
    totals: currencies.map((currency) => ({
      currency,
      submitted: submittedTotals.find((t) => t.currency === currency)?.total ?? '0.00',
      won: wonTotals.find((t) => t.currency === currency)?.total ?? '0.00',
    })),
    responses: response.count,
    responseseconds: response.seconds,
    workorderscompleted: workorders,
    tenders,
    evaluations: await pastEvaluations(db, config, user, supplier.code, rows),
  };
}

/**
 * Scores given in past evaluations (issue 33): for each tender of the record whose RFQ has criteria and
 * whose quotations are opened (the tabulation's own opening check: closed or decided, the opening quorum
 * met; a sealed or cancelled tender answers nothing), the supplier's scores, weighted total and rank as
 * the comparison shows them. Latest closing first, as the tenders.
 */
async function pastEvaluations(
  db: Db,
  config: Pick<Config, 'currency'>,
  user: SessionUser,
  code: string,
  rows: readonly TenderRow[],
): Promise<RecordEvaluation[]> {
  const rfqnums = [...new Set(rows.map((row) => row.rfqnum))];
  const withCriteria = await rfqsWithCriteria(db, user.siteid, rfqnums);
  const evaluations: RecordEvaluation[] = [];
  for (const rfqnum of rfqnums.filter((r) => withCriteria.has(r))) {
    let tabulation: Awaited<ReturnType<typeof getTabulation>>;
    try {
      tabulation = await getTabulation(db, user, rfqnum, config.currency);
    } catch (error) {
      if (error instanceof AppError) continue;
      throw error;
    }
    const mine = tabulation.suppliers.find((s) => s.suppliercode === code);
    if (!mine?.scoring) continue;
    const scoring = mine.scoring;
    evaluations.push({
      rfqnum,
      description: tabulation.description,
      closingdate: tabulation.closingdate,
      criteria: tabulation.criteria.map((c, index) => ({
        criterion: c.criterion,
        name: c.name,
        weight: c.weight,
        score: scoring.scores[index]?.score ?? null,
      })),
      weightedtotal: scoring.weightedtotal,
      rank: scoring.rank,
      ranked: tabulation.suppliers.filter((s) => s.scoring?.rank != null).length,
    });
  }
  return evaluations;
}
