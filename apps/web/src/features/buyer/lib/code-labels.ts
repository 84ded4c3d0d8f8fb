import {
  auditActionKey,
  isRfqStage,
  isTenderStatus,
  RFQ_STAGE_LABEL_KEY,
  RFQ_STATUSES,
} from '@tender/domain';
import type { TFunction } from 'i18next';

// The stored codes the tender page shows (mail kinds, audit actions, statuses), each as a label of this
// feature's namespace: no raw code reaches the buyer. code-labels.test.ts checks every label exists.

export const MAIL_KINDS = [
  'invitation',
  'amendment',
  'answer',
  'reminder',
  'negotiation',
  'award',
  'lost',
  'cancel',
  'cert-expiry',
  'receipt',
  'approval',
  'rejected',
  // Issue 35: a supplier's question, decline or submission told to the buyer (a digest names no RFQ).
  'supplier-activity',
  // Issue 33: a scheduled publication refused at its time, told to the buyer who scheduled it.
  'schedule-refused',
  // Issue 33, item 4: a company's registration link, and the decision on its registration.
  'registration-link',
  'registration',
] as const;

/** Where a mail is (the server's outbox): waiting, being sent, sent, failed, dropped by an administrator. */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed', 'dropped'] as const;

export function mailKindLabel(t: TFunction<'buyer'>, kind: string): string {
  return (MAIL_KINDS as readonly string[]).includes(kind)
    ? t(`mailKind.${kind}` as never)
    : t('mailKind.other');
}

export function mailStateLabel(t: TFunction<'buyer-tender'>, state: string): string {
  return (MAIL_STATES as readonly string[]).includes(state) ? t(`mailState.${state}` as never) : state;
}

export function auditActionLabel(t: TFunction<'buyer'>, action: string, toStatus = ''): string {
  const key = auditActionKey(action, toStatus);
  return key ? t(`auditAction.${key}` as never) : t('auditAction.other');
}

/** An invitation's status (spec 4.1) in words; '' for none. */
export function invitationStatusLabel(t: TFunction<'buyer'>, status: string): string {
  if (status === '') return '';
  return isTenderStatus(status) ? t(`invitationStatus.${status}` as never) : t('invitationStatus.other');
}

/**
 * A status of the audit log in words: an RFQ's status or stage for the RFQ's own actions, else an
 * invitation's (both spell DRAFT and AWARDED alike and say the same).
 */
export function auditStatusLabel(t: TFunction<'buyer'>, action: string, status: string): string {
  if (status === '') return '';
  if (action.startsWith('rfq.')) {
    // An RFQ's row stores its status (PUBLISHED) or the stage it was in (CLOSED) when the action was taken.
    if ((RFQ_STATUSES as readonly string[]).includes(status)) return t(`rfqStatus.${status}` as never);
    if (isRfqStage(status)) return t(RFQ_STAGE_LABEL_KEY[status] as never);
  }
  return invitationStatusLabel(t, status);
}
