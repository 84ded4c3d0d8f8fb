import type { NamedReplyAt, NamedRequestOf, TenderLine } from '@tender/api-contract';
import {
  calculateLines,
  defaultQuantityOnSave,
  findFlaggedLines,
  findLinesMissingAmounts,
  type LineInput,
} from '@tender/domain';
import type { LineEditorState } from './line-editor-types';
import { isEntryLine } from './line-kind';

/** A line as a full save sends it: the values a supplier changes, as the calculator gives them, and its tender. */
export type QuotationLine = Pick<
  TenderLine,
  'seqno' | 'quantity' | 'unitprice' | 'disc' | 'totallineamount' | 'disclineamt' | 'linenotes'
> & { udztbnum: string };

export interface PreparedQuotation {
  lines: QuotationLine[];
  /** Lines the spec 5 alert lists (required price/total/quantity missing or not a number). */
  flagged: number[];
  /** Priced lines without a total or discount amount. */
  missingAmounts: number[];
}

/**
 * The lines as they would be saved: an empty quantity of an entry line becomes 1 (spec 5) and every amount
 * is recalculated with that, so the checks and the payload see exactly what the server will store.
 */
export function prepareQuotation(state: LineEditorState, udztbnum: string): PreparedQuotation {
  const inputs: LineInput[] = state.inputs.map((input) => {
    const line = state.lines.get(input.seqno);
    return line && isEntryLine(line.row)
      ? { ...input, quantity: defaultQuantityOnSave(input.quantity) }
      : input;
  });
  const amounts = new Map(calculateLines(inputs).map((amount) => [amount.seqno, amount]));

  const lines: QuotationLine[] = [];
  const checks = [];
  for (const input of inputs) {
    const line = state.lines.get(input.seqno);
    const amount = amounts.get(input.seqno);
    if (!line || !amount || line.row.header === '1') continue;
    checks.push({
      seqno: input.seqno,
      header: false,
      autocal: input.autocal,
      required: line.row.required === '1',
      qtyrequired: line.row.qtyrequired === '1',
      totalamountreq: input.totalamountreq,
      quantity: amount.quantity,
      unitprice: amount.unitprice,
      totallineamount: amount.totallineamount,
      disclineamt: amount.disclineamt,
    });
    lines.push({
      seqno: input.seqno,
      udztbnum,
      quantity: amount.quantity,
      unitprice: amount.unitprice,
      disc: amount.disc,
      totallineamount: amount.totallineamount,
      disclineamt: amount.disclineamt,
      linenotes: line.linenotes,
    });
  }
  return { lines, flagged: findFlaggedLines(checks), missingAmounts: findLinesMissingAmounts(checks) };
}

/** The fields an autosave sends for one line; totals and discount amounts are the server's to compute. */
export type DraftLine = Pick<QuotationLine, 'seqno' | 'udztbnum' | 'linenotes'> &
  Partial<Pick<QuotationLine, 'quantity' | 'unitprice' | 'disc' | 'totallineamount'>>;

/**
 * The changed lines as a draft save sends them, each with the revision it was sent at. A refused value is
 * left out (an absent field keeps what the server holds), so malformed text never reaches the server.
 */
export function draftPayload(
  state: LineEditorState,
  udztbnum: string,
): { lines: DraftLine[]; sent: Map<number, number> } {
  const lines: DraftLine[] = [];
  const sent = new Map<number, number>();
  for (const seqno of state.dirty) {
    const line = state.lines.get(seqno);
    if (!line) continue;
    const { input, refused } = line;
    const draft: DraftLine = { seqno, udztbnum, linenotes: line.linenotes };
    for (const field of ['quantity', 'unitprice', 'disc', 'totallineamount'] as const) {
      if (!refused?.[field]) draft[field] = input[field];
    }
    lines.push(draft);
    sent.set(seqno, line.revision);
  }
  return { lines, sent };
}

type SaveReply = NamedReplyAt<'update', 'updateudztb'>;

/**
 * A save as the autosave controller sees it (api/save-quotation.ts answers it): the lines the server
 * recomputed, and the new version and what a submission still lacks (absent when nothing was sent).
 */
export type SaveResult = { lines: SaveReply['updateudztbline'] } & Partial<
  Pick<SaveReply, 'version' | 'missing'>
>;

export interface SaveQuotationInput {
  user: string;
  udztbnum: string;
  /** All lines (Save of old) or only the changed ones (a draft save); absent fields keep the stored value. */
  lines: QuotationLine[] | DraftLine[];
  reminder?: '0' | '1';
  /** Only sent while the site-inspection checkbox is editable; the server refuses it otherwise. */
  attendedall?: '0' | '1';
  commentstojll?: string;
  /** The version the page read (header, then each save reply): a save over a newer change is 4000006. */
  version?: number;
}

/**
 * The body of every save the page makes (updateudztb: autosave, Save, Submit's save first, the save on
 * leaving). It asks for the changed lines only (`replylines: 'changed'`): the page merges a reply only
 * into the lines it sent, so the other 1,999 lines of a large tender are not worth their 690 KB per typed
 * price (issue 30). A line sent and not changed comes back absent, and is simply no longer dirty.
 */
export function saveQuotationBody(input: SaveQuotationInput): NamedRequestOf<'update', 'updateudztb'> {
  return {
    reqname: 'updateudztb',
    user: input.user,
    udztb: [input.udztbnum],
    docinfo: [],
    updateudztbline: input.lines,
    reminder: input.reminder,
    attendedall: input.attendedall,
    commentstojll: input.commentstojll ?? '',
    version: input.version,
    isAttachment: false,
    replylines: 'changed',
  };
}
