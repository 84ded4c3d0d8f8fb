// The audit actions of a tender's history (the buyer's tender page and the audit export, issue 29): each
// with the key of its label, so the page and the export name an event alike.

/** Audit actions on an RFQ and its invitations, with the key of their label. */
export const AUDIT_ACTION_KEYS = {
  'rfq.create': 'rfqCreate',
  'rfq.copy': 'rfqCopy',
  'rfq.save': 'rfqSave',
  'rfq.amend': 'rfqAmend',
  'rfq.invite': 'rfqInvite',
  'rfq.uninvite': 'rfqUninvite',
  'rfq.publish': 'rfqPublish',
  'rfq.negotiate': 'rfqNegotiate',
  'rfq.award': 'rfqAward',
  'rfq.cancel': 'rfqCancel',
  'rfq.unseal': 'rfqUnseal',
  'rfq.award.propose': 'rfqAwardPropose',
  'rfq.audit-export': 'rfqAuditExport',
  'rfq.approve': 'rfqApprove',
  'rfq.reject': 'rfqReject',
  // Issue 33, item 2: scheduled publish.
  'rfq.schedule': 'rfqSchedule',
  'rfq.unschedule': 'rfqUnschedule',
  'rfq.publish.scheduled': 'rfqPublishScheduled',
  'rfq.schedule.refused': 'rfqScheduleRefused',
  'rfq.score': 'rfqScore',
  'question.answer': 'questionAnswer',
  'question.add': 'questionAdd',
  save: 'quotationSave',
  workflow: 'workflow',
  'document.upload': 'documentUpload',
  'document.delete': 'documentDelete',
  'staff.hardcopy.input': 'hardCopyInput',
  'staff.hardcopy.decline': 'hardCopyDecline',
  import: 'import',
} as const;

/** A supplier's workflow step named by where it led (spec 4.2). */
const WORKFLOW_STEP_KEYS: Readonly<Record<string, string>> = {
  WTQUOTE: 'workflowAccept',
  DECLINED: 'workflowDecline',
  SUBMITED: 'workflowSubmit',
};

/** The label key of an audit entry (a workflow step by where it led), or undefined for one without. */
export function auditActionKey(action: string, toStatus = ''): string | undefined {
  if (action === 'workflow') return WORKFLOW_STEP_KEYS[toStatus] ?? AUDIT_ACTION_KEYS.workflow;
  return (AUDIT_ACTION_KEYS as Readonly<Record<string, string>>)[action];
}
