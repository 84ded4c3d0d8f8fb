// Public surface of @tender/domain: the rules shared by the web app and the server.
export { type AmountSyntaxProblem, checkAmountSyntax } from './amount-syntax.ts';
export { isQuantityTimesPrice, isSumLine, parseAutocal } from './autocal.ts';
export { AutocalCycleError } from './autocal-cycle-error.ts';
export { isPastClosingDate } from './closing-date.ts';
export * from './constants.ts';
export {
  formatDateTime,
  formatZonedDateTime,
  type TimeLeft,
  timeUntil,
} from './date-time.ts';
export {
  isHardCopyTender,
  type SupplierDetailControls,
  type SupplierDetailView,
  supplierDetailControls,
} from './detail-controls.ts';
export { type FlagValue, isFlagSet, isHardCopyValue } from './flag.ts';
export { isValidHomepageUrl } from './homepage-url.ts';
export { calculateLines } from './line-calculation.ts';
export {
  checkLineField,
  clampDiscountRate,
  defaultQuantityOnSave,
  type LineEntry,
  type LineEntryField,
  type LineEntryIssue,
  type LineFieldProblem,
  validateLineEntry,
} from './line-entry-limits.ts';
export { type LinesSummary, summarizeLines } from './line-summary.ts';
export type { LineAmounts, LineInput } from './line-types.ts';
export {
  findFlaggedLines,
  findLinesMissingAmounts,
  type LineCheckInput,
  type LineSaveCheckInput,
} from './line-validation.ts';
export { checkLoginForm, type LoginForm, type LoginFormIssue } from './login-form.ts';
export {
  formatAmount,
  formatMoney,
  isBlankAmount,
  isNumericAmount,
  isUnitPriceInput,
  normalizeAmount,
  normalizeAmountInput,
} from './money.ts';
export {
  checkConfirmPassword,
  checkNewPassword,
  PASSWORD_SPECIAL_CHARACTERS,
  type PasswordCheck,
  type PasswordConfirmCheck,
} from './password-policy.ts';
export * from './profile-rules.ts';
export { isBlankText, isDeclineReasonMissing, isStaffSearchComplete } from './required-text.ts';
export {
  type StaffDetailControls,
  type StaffDetailView,
  staffDetailControls,
} from './staff-detail-controls.ts';
export {
  isTenderStatus,
  QUOTING_STATUSES,
  STATUS_BADGE_COLOUR,
  STATUS_LABEL_KEY,
  TENDER_STATUSES,
  type TenderStatus,
} from './status.ts';
export {
  ALL_STATUSES_FILTER,
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
  findUploadFileProblem,
  isUploadableFileName,
  UPLOAD_ACCEPT,
  UPLOAD_FILE_TYPES,
  UPLOAD_FILE_TYPES_LABEL,
  type UploadFileProblem,
  type UploadFileType,
} from './upload-file-types.ts';
export {
  findDuplicateFileNames,
  findMissingUploadFields,
  isWithinWorkOrderUploadLimit,
  type UploadEntry,
} from './upload-rules.ts';
export { isWorkflowAction, nextStatus, WORKFLOW_ACTIONS, type WorkflowAction } from './workflow.ts';
