// The API contract (issue 15): request and reply schemas of every call, the result codes, and the types
// both sides take from them. The web app imports types only (plus ./error-codes, which has no TypeBox).
export * from './auth.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './error-codes.ts';
export * from './operation.ts';
