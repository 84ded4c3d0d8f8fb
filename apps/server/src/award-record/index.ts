// The award's record (issue 29): the ERP hand-off of a final award (and, on wt-award-record, the audit
// export). Other features reach it through this file.
export { queueAwardHandoff } from './handoff.ts';
