import type { TFunction } from 'i18next';

/**
 * The stored codes a person may meet, each map naming its namespace, its key prefix and the codes it
 * knows (normalised: capitals and digits only, so 'HardCopy', 'Hard copy' and 'HARDCOPY' share a label).
 * code-label.test.ts checks that every code here has a label in en, zh and zht.
 */
export const CODE_LABELS = {
  /** How a tender's quotations are collected (tendercollectvia). */
  collectVia: { ns: 'tenders', prefix: 'codes.collectVia', codes: ['ONLINE', 'PORTAL', 'HARDCOPY'] },
  /** A company contact's status. */
  contactStatus: { ns: 'profile', prefix: 'codes.contactStatus', codes: ['ACTIVE', 'INACTIVE'] },
  /** A work order's status in the maintenance system. */
  workOrderStatus: {
    ns: 'work-orders',
    prefix: 'status',
    codes: ['WAPPR', 'APPR', 'WSCH', 'WMATL', 'INPRG', 'COMP', 'CLOSE', 'CAN'],
  },
} as const;

export type CodeMap = keyof typeof CODE_LABELS;

/** A code as the label maps key it: capitals and digits only. */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Whether a map has a label for the code. */
export function isKnownCode(map: CodeMap, code: string): boolean {
  return (CODE_LABELS[map].codes as readonly string[]).includes(normaliseCode(code));
}

/** The label of a stored code in the language shown; a code no map knows reads as itself, never blank. */
export function codeLabel(t: TFunction, map: CodeMap, code: string | null | undefined): string {
  const raw = (code ?? '').trim();
  if (!raw || !isKnownCode(map, raw)) return raw;
  const { ns, prefix } = CODE_LABELS[map];
  return t(`${prefix}.${normaliseCode(raw)}`, { ns, defaultValue: raw });
}
