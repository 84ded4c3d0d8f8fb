// Public surface of @tender/domain: the rules shared by the web app and the server.

export { ACTIVITY_MAIL_MODES, type ActivityMailMode, DEFAULT_ACTIVITY_MAIL } from './activity-mail.ts';
export {
  AMEND_MIN_NOTICE_HOURS_DEFAULT,
  type AmendNoticeInput,
  type AmendNoticeRefusal,
  amendNoticeEnd,
  amendNoticeRefusal,
  earliestAmendedClosing,
} from './amend-notice.ts';
export { type AmountSyntaxProblem, checkAmountSyntax } from './amount-syntax.ts';
export { AUDIT_ACTION_KEYS, auditActionKey } from './audit-actions.ts';
export { isQuantityTimesPrice, isSumLine, parseAutocal } from './autocal.ts';
export { AutocalCycleError } from './autocal-cycle-error.ts';
export {
  type AwardableLine,
  type AwardBidder,
  type AwardedLine,
  type AwardedSupplier,
  type AwardPart,
  type AwardPlan,
  type AwardPlanRefusal,
  type AwardPlanResult,
  type AwardQuotedLine,
  awardAmount,
  isJustified,
  JUSTIFICATION_MIN_LENGTH,
  needsApproval,
  planAward,
  sumAmounts,
} from './award-plan.ts';
export {
  BID_FILTER_STATUSES,
  BID_FILTERS,
  BID_STATUSES,
  type BidFilter,
  isBid,
  isBidFilter,
  LOSING_BID_STATUSES,
  NO_BID_STATUSES,
  WINNING_BID_STATUSES,
} from './bid-outcome.ts';
export {
  BOQ_PROBLEM_LABEL_KEY,
  BOQ_PROBLEMS,
  type BoqProblem,
  type BoqProblemKind,
  type BoqRuleLine,
  type CheckBoqOptions,
  checkBoq,
  isBoqValid,
} from './boq-rules.ts';
export { addCents, type Cents } from './cents.ts';
export { centsToText, parseCents } from './cents-text.ts';
export { isPastClosingDate } from './closing-date.ts';
export { emailDomain, normalizeBrNumber, normalizeCompanyName, sameCompanyName } from './company-match.ts';
export * from './constants.ts';
export { formatZonedDateTime, type TimeLeft, timeUntil, todayUtc } from './date-time.ts';
export {
  isAwaitingAcknowledgement,
  isHardCopyTender,
  isLineQuantityEditable,
  type QuantityLine,
  type QuotingBlock,
  type SupplierDetailControls,
  type SupplierDetailView,
  type SupplierPrimaryAction,
  supplierDetailControls,
  supplierPrimaryAction,
} from './detail-controls.ts';
export {
  DISPLAY_NAME_MAX,
  type DisplayNameProblem,
  findDisplayNameProblem,
  normalizeDisplayName,
} from './display-name.ts';
export { type FlagValue, isFlagSet, isHardCopyValue } from './flag.ts';
export {
  AWAITING_ACKNOWLEDGEMENT_STATUSES,
  CLOSING_SOON_DAYS,
  CLOSING_SOON_MAX,
} from './home-attention.ts';
export { isValidHomepageUrl } from './homepage-url.ts';
export { calculateLines } from './line-calculation.ts';
export { BOQ_LINE_FIELDS, QUOTED_LINE_FIELDS, TENDER_LINE_FIELDS } from './line-columns.ts';
export {
  AMOUNT_INTEGER_DIGITS,
  checkLineField,
  defaultQuantityOnSave,
  isLineNotesTooLong,
  LINE_NOTES_MAX_LENGTH,
  type LineEntry,
  type LineEntryField,
  type LineFieldProblem,
} from './line-entry-limits.ts';
export { type LinesSummary, summarizeLines } from './line-summary.ts';
export type { LineAmounts, LineInput } from './line-types.ts';
export {
  findFlaggedLines,
  findLinesMissingAmounts,
  type LineCheckInput,
  type LineSaveCheckInput,
} from './line-validation.ts';
export {
  checkMobileNumber,
  DEFAULT_MOBILE_PREFIX,
  internationalMobileNumber,
  isMobilePrefix,
  MOBILE_NUMBER_FORMAT,
  MOBILE_PREFIXES,
  type MobileCheck,
  type MobileNumber,
  type MobilePrefix,
  type MobileProblem,
  mobileLoginId,
  normalizeMobileNumber,
  parseMobileLoginId,
} from './mobile-number.ts';
export {
  formatAmount,
  formatMoney,
  isBlankAmount,
  isNumericAmount,
  normalizeAmount,
} from './money.ts';
export {
  DEFAULT_OPENING_QUORUM,
  distinctUnsealers,
  isQuorumMet,
  OPENING_QUORUMS,
  type OpeningQuorum,
  unsealsAwaited,
} from './opening-quorum.ts';
export {
  canInputPaperQuote,
  canRecordPaperDecline,
  type PaperQuoteRights,
  type PaperQuoteView,
  paperQuoteRights,
  statusAfterPaperQuote,
} from './paper-quote.ts';
export { checkNewPassword, PASSWORD_SPECIAL_CHARACTERS, type PasswordCheck } from './password-policy.ts';
export * from './profile-rules.ts';
export {
  type ClosingProblem,
  closingProblem,
  PUBLISH_SCHEDULE_MAX_DAYS,
  type PublishAtProblem,
  publishAtProblem,
} from './publish-schedule.ts';
export {
  checkQuantity,
  QUANTITY_INTEGER_DIGITS,
  QUANTITY_SCALE,
  type QuantityProblem,
} from './quantity-rule.ts';
export { findQuestionProblem, QUESTION_MAX_LENGTH, type QuestionProblem } from './question-rules.ts';
export {
  checkRatePayable,
  normalizeRatePayable,
  previewRatePayable,
  RATE_PAYABLE_WARN_BELOW,
  type RatePreview,
  shortPercent,
} from './rate-payable.ts';
export { isBlankText, isDeclineReasonMissing } from './required-text.ts';
export {
  inNegotiationRound,
  isRfqStage,
  NEGOTIATION_ROUND_BADGE_COLOUR,
  RFQ_ACTIONS,
  RFQ_STAGE_BADGE_COLOUR,
  RFQ_STAGE_LABEL_KEY,
  RFQ_STAGES,
  RFQ_STATUSES,
  type RfqAction,
  type RfqActionVerdict,
  type RfqStage,
  type RfqStageInput,
  type RfqStatus,
  rfqActionsAllowed,
  rfqActionVerdict,
  rfqStage,
} from './rfq-stage.ts';
export {
  bestRanked,
  CRITERIA_MAX,
  CRITERIA_PROBLEM_LABEL_KEY,
  CRITERION_KEY_PATTERN,
  CRITERION_NAME_MAX,
  type CriteriaProblem,
  type Criterion,
  type CriterionScore,
  criteriaEqual,
  findCriteriaProblem,
  type GivenScore,
  isValidScore,
  meanScore,
  normalizeCriteria,
  normalizeScore,
  PRICE_CRITERION,
  priceScores,
  type QuotationToScore,
  type RankedQuotation,
  rankQuotations,
  SCORE_MAX,
  SCORE_NOTE_MAX,
  weightedTotal,
  weightTotal,
} from './scoring.ts';
export {
  mayView,
  SEAL_PARTS,
  SEAL_PHASES,
  SEAL_TENDER_TYPES,
  SEAL_VIEWERS,
  type SealPart,
  type SealPhase,
  type SealPhaseInput,
  type SealTenderType,
  type SealViewer,
  sealPhase,
  sealTenderType,
  visibleParts,
} from './seal.ts';
export {
  HARD_COPY_WAITING_PAGE_SIZE,
  HARD_COPY_WAITING_STATUSES,
  SUPPLIER_LOOKUP_MAX,
  SUPPLIER_LOOKUP_MAX_LENGTH,
} from './staff-aids.ts';
export {
  type StaffDetailControls,
  type StaffDetailView,
  staffDetailControls,
} from './staff-detail-controls.ts';
export {
  AWAITING_SUPPLIER_STATUSES,
  canDeleteSupplierDocumentIn,
  isAwaitingSupplier,
  isQuotingStatus,
  isTenderStatus,
  QUOTING_STATUSES,
  STATUS_BADGE_COLOUR,
  STATUS_LABEL_KEY,
  TENDER_STATUSES,
  type TenderStatus,
} from './status.ts';
export {
  InvalidStatusFilterError,
  parseStatusFilter,
  STATUS_FILTER_OPTIONS,
  type StatusFilterOption,
  type StatusFilterValue,
} from './status-filter.ts';
export {
  checkSubmission,
  countMissing,
  findLineIssues,
  isFinalDiscountOverFull,
  type LineIssue,
  type LineProblem,
  type SubmissionCheck,
  type SubmissionInput,
  type SubmissionLine,
  type SubmissionRights,
} from './submission-check.ts';
export {
  type AverageResponse,
  averageResponse,
  type CurrencyAmount,
  durationParts,
  RECORD_MONTHS,
  type Response as SupplierResponse,
  recordWindowStart,
  totalsByCurrency,
} from './supplier-record.ts';
export {
  type QuotationToCompare,
  type QuotedAmounts,
  type TabulatedLine,
  type TabulatedLineDef,
  type TabulatedSupplier,
  type TabulationResult,
  tabulateQuotations,
} from './tabulation.ts';
export {
  findUploadFileProblem,
  isUploadableFileName,
  UPLOAD_ACCEPT,
  UPLOAD_FILE_TYPES,
  UPLOAD_FILE_TYPES_LABEL,
  type UploadFileProblem,
  type UploadFileType,
} from './upload-file-types.ts';
export { findDuplicateFileNames, findMissingUploadFields, type UploadEntry } from './upload-rules.ts';
export { isViewableFile, VIEWABLE_FILE_TYPES, type ViewableFileType } from './viewable-files.ts';
export { isWorkflowAction, nextStatus, WORKFLOW_ACTIONS, type WorkflowAction } from './workflow.ts';
