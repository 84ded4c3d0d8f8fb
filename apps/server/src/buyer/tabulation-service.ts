import type { Tabulation, TabulationLine, TabulationSupplier } from '@tender/api-contract';
import { tabulateQuotations } from '@tender/domain';
import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import type { SessionUser } from '../http/session-user.ts';
import { assertRfqAction, findBuyerRfq } from './rfq-scope.ts';

/** The quotations compared: submitted online or input from paper, and those already decided on. */
const COMPARED: readonly TenderStatusColumn[] = ['SUBMITED', 'AWARDED', 'LOST'];
/** An invitation that left the tender is never compared, even with a paper quote input earlier. */
const LEFT: readonly TenderStatusColumn[] = ['DECLINED', 'CANCELD'];

interface LineDef {
  seqno: number;
  description: string;
  header: boolean;
  bold: boolean;
  underline: boolean;
  autocal: string;
  quantity: string | null;
  unit: string;
}

const DEF_COLUMNS = [
  'seqno',
  'description',
  'header',
  'bold',
  'underline',
  'autocal',
  'quantity',
  'unit',
] as const;

/** The RFQ's bill of quantities: its own copy, or (an RFQ imported before it had one) its first invitation's. */
async function rfqLines(db: Db, rfqId: number): Promise<LineDef[]> {
  const own = await db
    .selectFrom('rfq_line')
    .select(DEF_COLUMNS)
    .where('rfq_id', '=', rfqId)
    .orderBy('seqno')
    .execute();
  if (own.length > 0) return own;
  return db
    .selectFrom('udztb_line')
    .select(DEF_COLUMNS)
    .where(
      'udztb_id',
      '=',
      db.selectFrom('udztb').select('id').where('rfq_id', '=', rfqId).orderBy('id').limit(1),
    )
    .orderBy('seqno')
    .execute();
}

/**
 * /buyer/rfq/tabulation: after closing (CLOSED or AWARDED, else 5600007, also during a negotiation
 * round), every quotation submitted online or input by staff from paper (status SUBMITED, AWARDED or
 * LOST, or `inputed`), line by line in the order of the RFQ's lines: each supplier's unit price, total,
 * discounted amount and notes, the lowest of each entry line marked, unpriced entry lines marked, and
 * each supplier's exact totals of the entry lines (the domain's tabulateQuotations). Suppliers by code.
 */
export async function getTabulation(
  db: Db,
  user: SessionUser,
  rfqnum: string,
  defaultCurrency: string,
): Promise<Tabulation> {
  const rfq = await findBuyerRfq(db, user, rfqnum.trim());
  assertRfqAction(rfq, 'compare');
  const invitations = await db
    .selectFrom('udztb')
    .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
    .select([
      'udztb.id',
      'udztb.udztbnum',
      'udztb.status',
      'udztb.inputed',
      'udztb.submitted_at',
      'supplier.code as suppliercode',
      'supplier.name as suppliername',
    ])
    .where('udztb.rfq_id', '=', rfq.id)
    .where((eb) =>
      eb.or([
        eb('udztb.status', 'in', [...COMPARED]),
        eb.and([eb('udztb.inputed', '=', true), eb('udztb.status', 'not in', [...LEFT])]),
      ]),
    )
    .orderBy('supplier.code')
    .orderBy('udztb.udztbnum')
    .execute();
  const lines = await rfqLines(db, rfq.id);
  const priced =
    invitations.length === 0
      ? []
      : await db
          .selectFrom('udztb_line')
          .select(['udztb_id', 'seqno', 'unitprice', 'totallineamount', 'disclineamt', 'linenotes'])
          .where(
            'udztb_id',
            'in',
            invitations.map((inv) => inv.id),
          )
          .execute();
  const byInvitation = new Map(
    invitations.map((inv) => [inv.id, new Map<number, (typeof priced)[number]>()]),
  );
  for (const row of priced) byInvitation.get(row.udztb_id)?.set(row.seqno, row);

  const compared = tabulateQuotations(
    lines,
    invitations.map((inv) => ({
      code: inv.udztbnum,
      lines: [...(byInvitation.get(inv.id)?.values() ?? [])],
    })),
  );
  const suppliers: TabulationSupplier[] = invitations.map((inv, index) => {
    const totals = compared.suppliers[index];
    return {
      suppliercode: inv.suppliercode,
      suppliername: inv.suppliername,
      udztbnum: inv.udztbnum,
      status: inv.status,
      hardcopy: inv.inputed,
      submittedat: inv.submitted_at?.toISOString() ?? null,
      total: totals?.total ?? '0.00',
      discounttotal: totals?.discounttotal ?? '0.00',
      unpriced: totals?.unpriced ?? 0,
      lowest: totals?.lowest ?? false,
    };
  });
  const tabulated: TabulationLine[] = lines.map((line, lineIndex) => {
    const marks = compared.lines[lineIndex];
    return {
      seqno: line.seqno,
      description: line.description,
      header: line.header,
      bold: line.bold,
      underline: line.underline,
      autocal: line.autocal,
      quantity: line.quantity,
      unit: line.unit,
      prices: invitations.map((inv) => {
        const amounts = byInvitation.get(inv.id)?.get(line.seqno);
        return {
          suppliercode: inv.suppliercode,
          unitprice: amounts?.unitprice ?? null,
          totallineamount: amounts?.totallineamount ?? null,
          disclineamt: amounts?.disclineamt ?? null,
          linenotes: amounts?.linenotes ?? '',
          unpriced: marks?.unpriced.includes(inv.udztbnum) ?? false,
          lowest: marks?.lowest.includes(inv.udztbnum) ?? false,
        };
      }),
    };
  });
  return {
    rfqnum: rfq.rfqnum,
    description: rfq.description,
    currency: rfq.currency ?? defaultCurrency,
    closingdate: rfq.lastClosing.toISOString(),
    suppliers,
    lines: tabulated,
  };
}
