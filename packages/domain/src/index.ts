// Public surface of @tender/domain: the rules shared by the web app and the server.
export { isQuantityTimesPrice, isSumLine, parseAutocal } from './autocal.ts';
export { AutocalCycleError } from './autocal-cycle-error.ts';
export * from './constants.ts';
export { formatDateTime } from './date-time.ts';
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
  clampDiscountRate,
  defaultQuantityOnSave,
  type LineEntry,
  type LineEntryIssue,
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
  findDuplicateFileNames,
  findMissingUploadFields,
  isWithinWorkOrderUploadLimit,
  type UploadEntry,
} from './upload-rules.ts';
export { isWorkflowAction, nextStatus, WORKFLOW_ACTIONS, type WorkflowAction } from './workflow.ts';
