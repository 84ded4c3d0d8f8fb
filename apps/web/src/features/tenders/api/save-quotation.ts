import type { NamedReplyAt } from '@tender/api-contract';
import { getSession } from '@/features/auth';
import { currentLangcode } from '@/i18n/i18n';
import { API_BASE, type ApiReply, updateRequest } from '@/lib/api-client';
import {
  saveQuotationBody as bodyOf,
  type SaveQuotationInput,
  type SaveResult,
} from '../lib/quotation-payload';

type SaveReply = NamedReplyAt<'update', 'updateudztb'>;

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
