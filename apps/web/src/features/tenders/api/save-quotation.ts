import { currentLangcode } from '@/i18n/i18n';
import { API_BASE, apiPost } from '@/lib/api-client';
import { getSession } from '../../auth/session';
import type { DraftLine } from '../lib/quotation-payload';
import type { QuotationLine, TenderLineRow } from './tender-types';

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

/** What a draft still lacks for a submission, as the server counts it after the save. */
export interface MissingValues {
  price: number;
  total: number;
  quantity: number;
  notes: number;
  /** Lines lacking anything. */
  lines: number;
  /** The first few of those lines, in line order. */
  seqnos: number[];
}

/** The server's answer to a save: the lines it recomputed, the new version, what is still missing. */
export interface SaveResult {
  lines: TenderLineRow[];
  version?: number;
  missing?: MissingValues;
}

interface SaveQuotationReply {
  success: boolean;
  updateudztbline?: TenderLineRow[];
  version?: number;
  missing?: MissingValues;
}

function bodyOf(input: SaveQuotationInput) {
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
  };
}

function resultOf(reply: SaveQuotationReply): SaveResult {
  return {
    lines: (reply.updateudztbline ?? []).map((line) => ({ ...line, seqno: Number(line.seqno) })),
    version: reply.version,
    missing: reply.missing,
  };
}

/**
 * updateudztb: saves lines (a draft's changed ones, or all) and answers the server's recomputed lines,
 * the new version and what a submission would still lack. Called through the autosave controller, which
 * keeps one save in flight at a time and carries the version from reply to reply.
 */
export async function saveQuotationDraft(input: SaveQuotationInput): Promise<SaveResult> {
  return resultOf(await apiPost<SaveQuotationReply>('/util/update', bodyOf(input)));
}

/**
 * The same save for a page being closed or reloaded: `keepalive` lets the request outlive the page (the
 * browser caps such a body at 64 KB, so a very large draft may not go; the page asks then anyway). The
 * reply matters only if the supplier chose to stay.
 */
export async function saveQuotationOnUnload(input: SaveQuotationInput): Promise<SaveResult | null> {
  const token = getSession()?.token;
  if (!token) return null;
  const response = await fetch(`${API_BASE}/util/update`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', langcode: currentLangcode(), Authorization: token },
    body: JSON.stringify(bodyOf(input)),
  });
  const reply = (await response.json()) as SaveQuotationReply & { code?: number };
  return reply.code === 0 ? resultOf(reply) : null;
}
