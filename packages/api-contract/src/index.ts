// The API contract (issue 15): request and reply schemas of every call, the result codes, and the types
// both sides take from them. The web app imports types only (plus ./error-codes, which has no TypeBox).
export * from './account-settings.ts';
export * from './auth.ts';
export * from './buyer.ts';
export * from './buyer-schedule.ts';
export * from './buyer-scoring.ts';
export * from './buyer-templates.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './documents.ts';
export * from './error-codes.ts';
export * from './health.ts';
export * from './home.ts';
export * from './image-code.ts';
export * from './import-format.ts';
export * from './messages.ts';
export * from './operation.ts';
export * from './profile.ts';
export * from './questions.ts';
export * from './registration.ts';
export * from './site-inspections.ts';
export * from './staff.ts';
export * from './supplier-record.ts';
export * from './tender-documents.ts';
export * from './tenders.ts';
export * from './work-orders.ts';
