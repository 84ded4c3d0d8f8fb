import type { ImportFile, ImportLine } from '@tender/api-contract';
import {
  calculateLines,
  checkMobileNumber,
  checkQuantity,
  findCriteriaProblem,
  MOBILE_NUMBER_FORMAT,
  QUANTITY_SCALE,
  type QuantityProblem,
} from '@tender/domain';
import { resolveDate, resolveDateTime } from './import-dates.ts';
import type { ImportIssue } from './import-errors.ts';
import { initialValues, lineDefinition, toLineInput } from './line-values.ts';

// Rules the JSON Schema cannot express: natural keys unique within the file, dates that exist on the
// calendar, seq numbers and sum lines that point at real lines. References to the database are checked
// separately (check-references.ts).

class KeyRegistry {
  private readonly first = new Map<string, string>();
  constructor(private readonly issues: ImportIssue[]) {}
  add(key: string, path: string): void {
    const earlier = this.first.get(key);
    if (earlier === undefined) this.first.set(key, path);
    else this.issues.push({ path, reason: `duplicates ${earlier}` });
  }
}

function checkDate(issues: ImportIssue[], value: string | null | undefined, path: string, now: Date): void {
  if (value && resolveDate(value, now) === null) issues.push({ path, reason: 'is not a calendar date' });
}

function checkDateTime(
  issues: ImportIssue[],
  value: string | null | undefined,
  path: string,
  now: Date,
): void {
  if (value && resolveDateTime(value, now) === null)
    issues.push({ path, reason: 'is not a valid date-time' });
}

// Each reason starts with the domain's code of the problem, so a tool reading the list can tell them apart.
const QUANTITY_REASON: Record<QuantityProblem, string> = {
  negative: 'quantity-negative: must not be negative',
  'too-many-decimals': `quantity-decimals: has more than ${QUANTITY_SCALE} decimals (it would be stored rounded)`,
  'not-a-number': 'quantity-invalid: must be a decimal number',
  'too-large': 'quantity-invalid: is too large to store',
};

/** A quantity the columns cannot keep as it is (issue 28, finding 6), refused instead of stored rounded. */
function checkQuantityValue(issues: ImportIssue[], value: string | number | null | undefined, path: string) {
  const problem = checkQuantity(value);
  if (problem !== null) issues.push({ path, reason: QUANTITY_REASON[problem] });
}

function checkLines(issues: ImportIssue[], lines: ImportLine[], path: string): void {
  const seqnos = new KeyRegistry(issues);
  const known = new Set(lines.map((l) => l.seqno));
  lines.forEach((line, i) => {
    seqnos.add(String(line.seqno), `${path}/${i}/seqno`);
    checkQuantityValue(issues, line.quantity, `${path}/${i}/quantity`);
    const autocal = line.autocal ?? '';
    if (autocal === '' || autocal === 'Y') return;
    const missing = autocal.split('+').filter((s) => !known.has(Number(s)));
    if (missing.length > 0) {
      issues.push({
        path: `${path}/${i}/autocal`,
        reason: `refers to seq number(s) ${missing.join(', ')} not in this RFQ`,
      });
    }
  });
  try {
    calculateLines(lines.map((l) => toLineInput(lineDefinition(l), initialValues(l))));
  } catch (err) {
    // AutocalCycleError (sum lines that include each other) or any other refusal of the line set.
    const seqnoList = err && typeof err === 'object' && 'seqnos' in err ? ` (seq ${String(err.seqnos)})` : '';
    issues.push({ path, reason: `sum lines cannot be calculated${seqnoList}: ${String(err)}` });
  }
}

/** Problems of the file that need no database; an empty list means consistent. */
export function checkConsistency(data: ImportFile, now: Date): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const suppliers = new KeyRegistry(issues);
  data.suppliers?.forEach((s, i) => {
    const p = `/suppliers/${i}`;
    suppliers.add(s.code, `${p}/code`);
    const contacts = new KeyRegistry(issues);
    s.contacts?.forEach((c, j) => {
      contacts.add(c.email.toLowerCase(), `${p}/contacts/${j}/email`);
    });
    const scopes = new KeyRegistry(issues);
    s.scopes?.forEach((sc, j) => {
      scopes.add(sc.svcscope, `${p}/scopes/${j}/svcscope`);
      const slots = new KeyRegistry(issues);
      sc.certificates?.forEach((c, k) => {
        slots.add(String(c.slot), `${p}/scopes/${j}/certificates/${k}/slot`);
        checkDate(issues, c.certexpdate, `${p}/scopes/${j}/certificates/${k}/certexpdate`, now);
      });
    });
    const licenses = new KeyRegistry(issues);
    s.licenses?.forEach((l, j) => {
      licenses.add(l.certkey, `${p}/licenses/${j}/certkey`);
      checkDate(issues, l.expirydate, `${p}/licenses/${j}/expirydate`, now);
    });
  });

  const logins = new KeyRegistry(issues);
  const hrids = new KeyRegistry(issues);
  const verifiedMobiles = new KeyRegistry(issues);
  data.users?.forEach((u, i) => {
    logins.add(u.loginid.toLowerCase(), `/users/${i}/loginid`);
    hrids.add(u.hrid ?? `HR${u.loginid.toUpperCase()}`, `/users/${i}/hrid`);
    if (u.supplier !== undefined && (u.roles?.length ?? 0) > 0) {
      issues.push({
        path: `/users/${i}/roles`,
        reason: 'is only for a staff user (a user without supplier)',
      });
    }
    const mobile = checkMobileNumber(u.mobileprefix, u.mobile);
    if (mobile.problem === 'prefix') {
      issues.push({ path: `/users/${i}/mobileprefix`, reason: 'is needed with a mobile number' });
    } else if (mobile.problem === 'number' && u.mobileprefix) {
      issues.push({
        path: `/users/${i}/mobile`,
        reason: `must be a mobile number of ${u.mobileprefix}: ${MOBILE_NUMBER_FORMAT[u.mobileprefix]}`,
      });
    }
    // A verified number signs in (issue 32): it needs a number, and is on one user only.
    if (u.mobileverified && mobile.problem === null) {
      if (mobile.mobile === null) {
        issues.push({
          path: `/users/${i}/mobileverified`,
          reason: 'needs a mobile number (mobileprefix, mobile)',
        });
      } else {
        verifiedMobiles.add(`${mobile.mobile.prefix}-${mobile.mobile.number}`, `/users/${i}/mobile`);
      }
    }
  });

  const rfqs = new KeyRegistry(issues);
  const rfqLines = new Map<string, Set<number>>();
  data.rfqs?.forEach((r, i) => {
    const p = `/rfqs/${i}`;
    rfqs.add(r.rfqnum, `${p}/rfqnum`);
    checkDateTime(issues, r.closingdate, `${p}/closingdate`, now);
    if (r.lines) {
      checkLines(issues, r.lines, `${p}/lines`);
      rfqLines.set(r.rfqnum, new Set(r.lines.map((l) => l.seqno)));
    }
    // The criteria (issue 33): the domain's rule, as the buyer console's save applies it.
    const criteria = r.criteria ? findCriteriaProblem(r.criteria) : null;
    if (criteria)
      issues.push({ path: `${p}/criteria`, reason: `criteria-${criteria}: the criteria are not valid` });
    const buildings = new KeyRegistry(issues);
    r.siteinspections?.forEach((s, j) => {
      buildings.add(s.buildingcode, `${p}/siteinspections/${j}/buildingcode`);
      checkDateTime(issues, s.replydate, `${p}/siteinspections/${j}/replydate`, now);
    });
  });

  const drafts = new Set(data.rfqs?.filter((r) => r.status === 'DRAFT').map((r) => r.rfqnum));
  const tenders = new KeyRegistry(issues);
  const pairs = new KeyRegistry(issues);
  data.invitations?.forEach((inv, i) => {
    const p = `/invitations/${i}`;
    if (drafts.has(inv.rfqnum)) {
      issues.push({
        path: `${p}/rfqnum`,
        reason: `names RFQ ${inv.rfqnum}, a DRAFT: a draft has no invitations`,
      });
    }
    tenders.add(inv.udztbnum, `${p}/udztbnum`);
    pairs.add(`${inv.rfqnum}\n${inv.supplier}`, `${p}/supplier`);
    checkDateTime(issues, inv.negotiationclosingdate, `${p}/negotiationclosingdate`, now);
    const lines = rfqLines.get(inv.rfqnum);
    const prices = new KeyRegistry(issues);
    inv.prices?.forEach((pr, j) => {
      prices.add(String(pr.seqno), `${p}/prices/${j}/seqno`);
      checkQuantityValue(issues, pr.quantity, `${p}/prices/${j}/quantity`);
      if (lines && !lines.has(pr.seqno)) {
        issues.push({ path: `${p}/prices/${j}/seqno`, reason: `is not a line of RFQ ${inv.rfqnum}` });
      }
    });
  });

  const questions = new KeyRegistry(issues);
  data.questions?.forEach((q, i) => {
    questions.add(q.key, `/questions/${i}/key`);
    checkDateTime(issues, q.createdate, `/questions/${i}/createdate`, now);
  });

  const workorders = new KeyRegistry(issues);
  const woDates = [
    'statusdate',
    'createdate',
    'targstartdate',
    'targcompdate',
    'schedstart',
    'schedfinish',
    'actfinish',
  ] as const;
  data.workorders?.forEach((w, i) => {
    workorders.add(w.wonum, `/workorders/${i}/wonum`);
    for (const field of woDates) checkDateTime(issues, w[field], `/workorders/${i}/${field}`, now);
  });

  const messages = new KeyRegistry(issues);
  data.messages?.forEach((m, i) => {
    messages.add(`${m.templateid}\n${m.language}`, `/messages/${i}/language`);
  });
  return issues;
}
