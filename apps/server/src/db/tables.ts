import type { ColumnType, Generated } from 'kysely';

// Row types of the tables made by the migrations. numeric columns come back as strings (exact decimals);
// bigint counts are cast to int in the queries that need them.
type Numeric = ColumnType<string | null, string | null | undefined, string | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type DateOnly = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface SupplierTable {
  id: Generated<number>;
  code: string;
  name: string;
  addressline1: Generated<string>;
  addressline2: Generated<string>;
  addressline3: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  zip: Generated<string>;
  phone: Generated<string>;
  fax: Generated<string>;
  homepage: Generated<string>;
  updated_at: Timestamp;
  /** The business registration number, normalised, unique when known (issue 33, migration 0019). */
  brnumber: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AppUserTable {
  id: Generated<number>;
  hrid: string;
  loginid: string;
  username: string;
  email: string;
  supplier_id: number | null;
  siteid: Generated<string>;
  language: Generated<'EN' | 'ZH' | 'ZHT'>;
  /** 0086, 0852, 0853 or 0886; null without a mobile number (migration 0007). */
  mobile_prefix: ColumnType<string | null, string | null | undefined, string | null>;
  /** The mobile number's digits; null without one. */
  mobile: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the number was proved by a code sent to it (migration 0010); null: not verified. */
  mobile_verified_at: NullableTimestamp;
  password_hash: string;
  password_changed_at: Timestamp;
  email_verified: Generated<boolean>;
  must_change_password: Generated<boolean>;
  failed_logins: Generated<number>;
  locked: Generated<boolean>;
  created_at: Timestamp;
  /** Roles of a staff user (migration 0009): the only one is 'buyer'. */
  roles: ColumnType<string[], string[] | undefined, string[]>;
  /** How a buyer hears of suppliers' questions, declines and submissions (issue 35, migration 0015). */
  notice_mode: Generated<NoticeMode>;
}

/** One mail each, a daily digest, or none (issue 35, item 13). */
export type NoticeMode = 'each' | 'digest' | 'none';

export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: number;
  password_hash: string;
  created_at: Timestamp;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  deviceid: Generated<string>;
  devicedesc: Generated<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'login' | 'forget' | 'mobile';
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** One SMS handed to the gateway (migration 0010): never its text, which carries a code. */
export interface SmsLogTable {
  id: Generated<string>;
  at: Generated<Date>;
  user_id: number | null;
  /** The number, international form (+85291234567). */
  phone: string;
  /** What it carried: a sign-in, forgotten-password or number-verification code. */
  kind: 'login' | 'forget' | 'mobile';
  /** SMS_DRIVER: outbox, webhook or sns. */
  driver: string;
  status: 'sent' | 'failed';
  /** The gateway's id of the message (SNS MessageId, the outbox file), '' when none. */
  reference: Generated<string>;
}

/** Failed sign-in attempts of one client address in the current window (@fastify/rate-limit's store). */
export interface RateLimitTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

/** An image verification code (migration 0008): only the keyed hash of its answer is kept. */
export interface ImageCodeTable {
  id: string;
  kind: 'image' | 'question';
  answer_hash: string;
  /** The client address it was issued to, as the sign-in limit counts it (IPv6 by /56). */
  client: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A user's acceptance of one version of the Terms of Use. */
export interface TermsAcceptanceTable {
  id: Generated<number>;
  user_id: number;
  session_id: number | null;
  version: string;
  accepted_at: Generated<Date>;
}

export interface ServerKeyTable {
  name: string;
  public_pem: string;
  private_pem: string;
  created_at: Timestamp;
}

export interface RfqTable {
  id: Generated<number>;
  rfqnum: string;
  description: Generated<string>;
  siteid: Generated<string>;
  tendercollectvia: Generated<string>;
  bidmethod: Generated<string>;
  closingdate: Timestamp;
  contact1: Generated<string>;
  email1: Generated<string>;
  phone1: Generated<string>;
  contact2: Generated<string>;
  email2: Generated<string>;
  phone2: Generated<string>;
  remark: Generated<string>;
  pricenegotiation: Generated<boolean>;
  hassiteinspection: Generated<boolean>;
  /** ISO 4217 code (migration 0003); null: the CURRENCY setting applies. */
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  // The buyer console (migration 0009).
  status: Generated<RfqStatusColumn>;
  /** Amendments after publishing. */
  revision: Generated<number>;
  /** +1 on every save, for stale-write refusal. */
  version: Generated<number>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  published_at: NullableTimestamp;
  cancel_reason: Generated<string>;
  updated_at: Generated<Date>;
  /** 1, or 2: two different people unseal the quotations after closing (issue 29, migration 0013). */
  opening_quorum: Generated<number>;
  /** False on a copy until the buyer sets its closing date (issue 33, migration 0016). */
  closingdate_set: Generated<boolean>;
  /** When a draft publishes itself; null: not scheduled (issue 33, migration 0017). */
  publish_at: NullableTimestamp;
  /** The buyer who scheduled it, on whose behalf it is published (migration 0017). */
  publish_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export type RfqStatusColumn = 'DRAFT' | 'PUBLISHED' | 'PENDING_APPROVAL' | 'AWARDED' | 'CANCELLED';

/** Who unsealed an RFQ's quotations after closing (issue 29): one row per person. */
export interface RfqUnsealTable {
  rfq_id: number;
  user_id: number;
  unsealed_at: Generated<Date>;
}

export type RfqAwardState = 'PENDING' | 'FINAL' | 'REJECTED';

/** An award as proposed and decided (issue 29). */
export interface RfqAwardTable {
  id: Generated<number>;
  rfq_id: number;
  state: RfqAwardState;
  proposed_by: number;
  proposed_at: Generated<Date>;
  justification: string;
  total: string;
  /** The site's AWARD_APPROVAL_THRESHOLD when proposed. */
  threshold: string;
  needs_approval: boolean;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  comment: Generated<string>;
}

/** An entry line of an award, given to one invitation (issue 29). */
export interface RfqAwardLineTable {
  award_id: number;
  seqno: number;
  udztb_id: number;
  /** The line's amount as the supplier quoted it. */
  amount: string;
}

/** A site's own settings (issue 29): null falls back to the server's setting. */
export interface SiteSettingTable {
  siteid: string;
  award_approval_threshold: Numeric;
}

/** The award's hand-off to the ERP (issue 29): a signed webhook, delivered at least once. */
export interface WebhookOutboxTable {
  id: Generated<number>;
  /** The webhook-id header: the same on every attempt, so the receiver can drop a repeat. */
  message_id: Generated<string>;
  kind: string;
  rfq_id: number | null;
  url: string;
  payload: ColumnType<unknown, string, string>;
  state: Generated<MailState>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  /** The receiver's last HTTP status. */
  last_status: number | null;
  created_at: Generated<Date>;
  sent_at: NullableTimestamp;
}

/** The buyer's copy of the bill of quantities (migration 0009): udztb_line's definition, no prices. */
export interface RfqLineTable {
  rfq_id: number;
  seqno: number;
  description: Generated<string>;
  longdesc: Generated<string>;
  remark: Generated<string>;
  bold: Generated<boolean>;
  underline: Generated<boolean>;
  header: Generated<boolean>;
  autocal: Generated<string>;
  required: Generated<boolean>;
  qtyrequired: Generated<boolean>;
  totalamountreq: Generated<boolean>;
  neednotes: Generated<boolean>;
  unit: Generated<string>;
  quantity: Numeric;
  disc: Numeric;
}

/** The buyer's pick list (migration 0009); a draft has invitees and no udztb rows. */
export interface RfqInviteeTable {
  rfq_id: number;
  supplier_id: number;
  invited_by: ColumnType<number | null, number | null | undefined, number | null>;
  invited_at: Generated<Date>;
}

/** A named starting point of a site's tenders (issue 33, migration 0016). */
export interface RfqTemplateTable {
  id: Generated<number>;
  siteid: string;
  name: string;
  /** What a new draft takes from it (buyer/template-content.ts): never a date or a price. */
  content: ColumnType<unknown, string, string>;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** A criterion an RFQ's quotations are weighed on (issue 33, migration 0018). */
export interface RfqCriterionTable {
  rfq_id: number;
  /** `price` for the price (its score computed), else a key of the buyer's console. */
  criterion: string;
  name: string;
  weight: number;
  position: number;
}

/** One scorer's score of one quotation on one criterion but price (issue 33, migration 0018). */
export interface RfqScoreTable {
  udztb_id: number;
  rfq_id: number;
  criterion: string;
  scorer_id: number;
  /** 0.0 to 10.0. */
  score: ColumnType<string, string, string>;
  note: string;
  scored_at: ColumnType<Date, Date | undefined, Date>;
}

export type RfqChange = 'closingdate' | 'lines' | 'text' | 'documents' | 'siteinspections';

/** One amendment of a published RFQ (migration 0009). */
export interface RfqRevisionTable {
  id: Generated<number>;
  rfq_id: number;
  revision: number;
  reason: Generated<string>;
  changed_by: ColumnType<number | null, number | null | undefined, number | null>;
  changed_at: Generated<Date>;
  /** The changed parts, a JSON list of RfqChange (insert JSON.stringify(list)). */
  changes: ColumnType<RfqChange[], string | undefined, string>;
}

export type MailKind =
  | 'invitation'
  | 'amendment'
  | 'answer'
  | 'reminder'
  | 'negotiation'
  | 'award'
  | 'lost'
  | 'cancel'
  | 'cert-expiry'
  | 'receipt'
  | 'code'
  // Issue 29: an award waits for the site's approvers; a rejected one goes back to its proposer.
  | 'approval'
  | 'rejected'
  // Issue 35: a supplier asked, declined or submitted (one mail each), or a buyer's daily digest of them.
  | 'supplier-activity'
  | 'digest'
  // Issue 33: a scheduled publication refused at its time, told to the buyer who scheduled it.
  | 'schedule-refused'
  // Issue 33, item 4: the link to register (sent at once, never stored) and the decision on it.
  | 'registration-link'
  | 'registration';

/**
 * Where a mail of the outbox is (migration 0010): waiting (`queued`, also between retries), claimed by
 * a server's worker (`sending`, until its lease runs out), `sent`, `failed` (a permanent refusal, or
 * temporary ones for longer than MAIL_RETRY_HOURS), or `dropped` by an administrator.
 */
export type MailState = 'queued' | 'sending' | 'sent' | 'failed' | 'dropped';

/** One mail of the transactional outbox (migration 0010), rendered for its reader when queued. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** The Message-ID's unique part: the same on every attempt, so a receiver can drop a repeat. */
  message_id: Generated<string>;
  kind: MailKind;
  /** One logical mail (e.g. this invitation to this user): a second enqueue of it is a no-op. */
  dedupe_key: string | null;
  email: string;
  user_id: number | null;
  supplier_id: number | null;
  rfq_id: number | null;
  udztb_id: number | null;
  language: Generated<string>;
  subject: Generated<string>;
  /** Null for a code mail (never stored) and for mails recorded before the outbox. */
  body_text: string | null;
  body_html: string | null;
  state: Generated<MailState>;
  attempts: Generated<number>;
  /** When a queued mail is due, or when a sending one's lease runs out. */
  next_attempt_at: Timestamp;
  /** The relay's last answer (or the connection's error), never a code. */
  last_error: string | null;
  created_at: Timestamp;
  /** When it last entered the queue (enqueued, or retried by an administrator): retries count from it. */
  queued_at: Timestamp;
  sent_at: NullableTimestamp;
}

/** The mails sent (a view of mail_outbox's sent rows since migration 0010): who, what, when. */
export interface MailLogTable {
  id: Generated<number>;
  at: Generated<Date>;
  rfq_id: number | null;
  udztb_id: number | null;
  supplier_id: number | null;
  user_id: number | null;
  email: string;
  kind: MailKind;
}

/** The claim of one certificate/licence-expiry mail (migration 0009): once per expiry date. */
export interface CertReminderTable {
  /** What ref_id names, as the expiry sweep decides (e.g. 'license' for license_cert.id). */
  kind: string;
  ref_id: number;
  expiry: ColumnType<Date | string, string, string>;
  sent_at: Generated<Date>;
}

export type TenderStatusColumn =
  | 'NEW'
  | 'DRAFT'
  | 'WTQUOTE'
  | 'NORESPONSE'
  | 'SUBMITED'
  | 'LOST'
  | 'AWARDED'
  | 'DECLINED'
  | 'CANCELD';

export interface UdztbTable {
  id: Generated<number>;
  udztbnum: string;
  rfq_id: number;
  supplier_id: number;
  status: TenderStatusColumn;
  inputed: Generated<boolean>;
  attendedall: Generated<boolean>;
  reminder: Generated<boolean>;
  commentstojll: Generated<string>;
  version: Generated<number>;
  updated_at: Timestamp;
  // Copies kept by triggers (migration 0002), so the list sorts and searches on this table alone.
  /** The RFQ's closing date. */
  closingdate: Generated<Date>;
  /** lower(udztbnum rfqnum description): what the list search matches. */
  search_text: Generated<string>;
  // The receipt of a submission (migration 0003); null until the quotation is submitted online.
  submitted_at: NullableTimestamp;
  submitted_by: ColumnType<number | null, number | null | undefined, number | null>;
  submission_ref: ColumnType<string | null, string | null | undefined, string | null>;
  // When the invitation mail and the reminder before closing were sent (migration 0006); null: not yet.
  invitation_mailed_at: NullableTimestamp;
  reminder_mailed_at: NullableTimestamp;
  // The buyer console (migration 0009). When the RFQ was last amended (null: never).
  amended_at: NullableTimestamp;
  /** In a negotiation round; udztb.closingdate then follows negotiation_closingdate. */
  negotiation: Generated<boolean>;
  negotiation_closingdate: NullableTimestamp;
}

export interface UdztbLineTable {
  udztb_id: number;
  seqno: number;
  description: Generated<string>;
  longdesc: Generated<string>;
  remark: Generated<string>;
  bold: Generated<boolean>;
  underline: Generated<boolean>;
  header: Generated<boolean>;
  autocal: Generated<string>;
  required: Generated<boolean>;
  qtyrequired: Generated<boolean>;
  totalamountreq: Generated<boolean>;
  neednotes: Generated<boolean>;
  unit: Generated<string>;
  quantity: Numeric;
  unitprice: Numeric;
  totallineamount: Numeric;
  disc: Numeric;
  disclineamt: Numeric;
  linenotes: Generated<string>;
  /**
   * The definition fields amendments changed since the supplier last saved the line or submitted
   * (issue 28, finding 5; 'new': a line an amendment added). Written as JSON text.
   */
  changed_fields: ColumnType<string[], string | undefined, string>;
  /** The line is the supplier's in the final award (issue 29, migration 0013). */
  awarded: Generated<boolean>;
}

export type DocumentOwnerTable =
  | 'RFQ'
  | 'UDZTB'
  | 'SUPPLIER'
  | 'SVCSCOPE'
  | 'LICENSECERT'
  | 'WO'
  /** A template's attachments (issue 33, migration 0016). */
  | 'TEMPLATE';

export interface DocumentTable {
  id: Generated<number>;
  ownertable: DocumentOwnerTable;
  ownerid: number;
  supplier_id: number | null;
  atttype: Generated<string>;
  filename: string;
  description: Generated<string>;
  filetype: Generated<string>;
  size: ColumnType<string, number | string, number | string>;
  storage_key: string;
  created_by: number | null;
  created_at: Timestamp;
}

export interface DocumentDownloadTable {
  document_id: number;
  supplier_id: number;
  downloaded_at: Timestamp;
}

export interface QuestionTable {
  id: Generated<number>;
  importkey: string | null;
  rfq_id: number;
  supplier_id: number;
  asked_by: number | null;
  question: string;
  createdate: Timestamp;
  answer: Generated<string>;
  answerall: Generated<boolean>;
  answered_at: NullableTimestamp;
}

export interface SiteInspectionTable {
  id: Generated<number>;
  rfq_id: number;
  buildingcode: string;
  buildingname: Generated<string>;
  contact: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  arrangementdetails: Generated<string>;
  replydate: NullableTimestamp;
}

export interface ContactTable {
  id: Generated<number>;
  supplier_id: number;
  email: string;
  contact: Generated<string>;
  salutation: Generated<string>;
  position: Generated<string>;
  phone: Generated<string>;
  fax: Generated<string>;
  status: Generated<string>;
  emailverified: Generated<boolean>;
}

export interface SvcScopeTable {
  id: Generated<number>;
  supplier_id: number;
  svcscope: string;
  description: Generated<string>;
}

export interface SvcScopeCertTable {
  svc_scope_id: number;
  slot: number;
  cert: Generated<string>;
  certdesc: Generated<string>;
  certid: Generated<string>;
  certexpdate: DateOnly;
}

export interface LicenseCertTable {
  id: Generated<number>;
  supplier_id: number;
  certkey: string;
  description: Generated<string>;
  expirydate: DateOnly;
}

export interface WorkOrderTable {
  id: Generated<number>;
  wonum: string;
  supplier_id: number;
  worktype: Generated<string>;
  description: Generated<string>;
  locationdesc: Generated<string>;
  assetnum: Generated<string>;
  assetdesc: Generated<string>;
  status: Generated<string>;
  statusdate: NullableTimestamp;
  createdate: Timestamp;
  createby: Generated<string>;
  lead: Generated<string>;
  targstartdate: NullableTimestamp;
  targcompdate: NullableTimestamp;
  schedstart: NullableTimestamp;
  schedfinish: NullableTimestamp;
  actfinish: NullableTimestamp;
  workflowowner: Generated<boolean>;
}

export interface MessageTemplateTable {
  templateid: string;
  language: 'EN' | 'ZH' | 'ZHT';
  message: string;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: Timestamp;
  user_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  from_status: string | null;
  to_status: string | null;
  comment: Generated<string>;
  detail: ColumnType<unknown, string | null | undefined, string | null>;
}

/** What a supplier did that its buyers are told of (issue 35, migration 0015). */
export type ActivityKind = 'question' | 'decline' | 'submit';

/** One supplier action on an RFQ (migration 0015): who and when, never an amount. */
export interface RfqActivityTable {
  id: Generated<number>;
  rfq_id: number;
  udztb_id: number | null;
  supplier_id: number;
  user_id: number | null;
  kind: ActivityKind;
  at: Timestamp;
}

/** When a user last opened an RFQ's page (migration 0015). */
export interface RfqSeenTable {
  user_id: number;
  rfq_id: number;
  seen_at: Timestamp;
}

/** The claim of one buyer's digest of one day (migration 0015). */
export interface NoticeDigestTable {
  user_id: number;
  day: ColumnType<Date | string, string, string>;
  until: Timestamp;
  created_at: Generated<Date>;
}

/** Where an invitation to register is (issue 33, item 4, migration 0019). */
export type RegistrationStatus = 'INVITED' | 'SUBMITTED' | 'APPROVED' | 'REJECTED';

/** An invitation of a company that is not registered, and its registration (migration 0019). */
export interface SupplierRegistrationTable {
  id: Generated<number>;
  siteid: string;
  rfq_id: number;
  companyname: string;
  contactname: string;
  email: string;
  language: 'EN' | 'ZH' | 'ZHT';
  token_hash: string;
  expires_at: Timestamp;
  status: Generated<RegistrationStatus>;
  flagged: Generated<boolean>;
  invited_by: number | null;
  invited_at: Generated<Date>;
  loginid: string | null;
  password_hash: string | null;
  brnumber: string | null;
  profile: ColumnType<unknown, string | null, string | null>;
  terms_version: string | null;
  submitted_at: NullableTimestamp;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  reason: Generated<string>;
  supplier_id: number | null;
}

export interface Database {
  supplier: SupplierTable;
  app_user: AppUserTable;
  password_history: PasswordHistoryTable;
  session: SessionTable;
  verification_code: VerificationCodeTable;
  rate_limit: RateLimitTable;
  image_code: ImageCodeTable;
  terms_acceptance: TermsAcceptanceTable;
  server_key: ServerKeyTable;
  rfq: RfqTable;
  rfq_line: RfqLineTable;
  rfq_invitee: RfqInviteeTable;
  rfq_template: RfqTemplateTable;
  rfq_revision: RfqRevisionTable;
  rfq_unseal: RfqUnsealTable;
  rfq_award: RfqAwardTable;
  rfq_award_line: RfqAwardLineTable;
  site_setting: SiteSettingTable;
  webhook_outbox: WebhookOutboxTable;
  udztb: UdztbTable;
  udztb_line: UdztbLineTable;
  document: DocumentTable;
  document_download: DocumentDownloadTable;
  question: QuestionTable;
  site_inspection: SiteInspectionTable;
  contact: ContactTable;
  svc_scope: SvcScopeTable;
  svc_scope_cert: SvcScopeCertTable;
  license_cert: LicenseCertTable;
  work_order: WorkOrderTable;
  message_template: MessageTemplateTable;
  audit_log: AuditLogTable;
  mail_log: MailLogTable;
  sms_log: SmsLogTable;
  mail_outbox: MailOutboxTable;
  cert_reminder: CertReminderTable;
  rfq_activity: RfqActivityTable;
  rfq_seen: RfqSeenTable;
  notice_digest: NoticeDigestTable;
  rfq_criterion: RfqCriterionTable;
  rfq_score: RfqScoreTable;
  supplier_registration: SupplierRegistrationTable;
}
