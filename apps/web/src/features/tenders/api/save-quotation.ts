import type { NamedReplyAt, NamedRequestOf } from '@tender/api-contract';
import { getSession } from '@/features/auth';
import { currentLangcode } from '@/i18n/i18n';
import { API_BASE, type ApiReply, updateRequest } from '@/lib/api-client';
import type { DraftLine, QuotationLine, SaveResult } from '../lib/quotation-payload';

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

type SaveReply = NamedReplyAt<'update', 'updateudztb'>;

function bodyOf(input: SaveQuotationInput): NamedRequestOf<'update', 'updateudztb'> {
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

function resultOf(reply: SaveReply): SaveResult {
  return { lines: reply.updateudztbline, version: reply.version, missing: reply.missing };
}

/**
 * updateudztb: saves lines (a draft's changed ones, or all) and answers the server's recomputed lines,
 * the new version and what a submission would still lack. Called through the autosave controller, which
 * keeps one save in flight at a time and carries the version from reply to reply.
 */
export async function saveQuotationDraft(input: SaveQuotationInput): Promise<SaveResult> {
  return resultOf(await updateRequest(bodyOf(input)));
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
  // The contract's reply when `code` is 0; a refusal (any other code, the bare envelope) is dropped.
  const reply = (await response.json()) as NamedReplyAt<'update', 'updateudztb'> | ApiReply;
  return reply.code === 0 && 'updateudztbline' in reply ? resultOf(reply) : null;
}
