// What other features use of auth: the sessions a signed download link names, the password hash the
// importer stores and checks, the error of the admin command line (answering a question is one), and
// the codes with their limits and keys, which account settings sends to verify a mobile number.
export { AdminError } from './admin-service.ts';
export { codeLimits } from './login-service.ts';
export { hashPassword, verifyPassword } from './password-hash.ts';
export type { ServerKeys } from './server-keys.ts';
export { resolveSession, resolveSessionById } from './session-service.ts';
// Issue 33, item 4: the public registration calls count their failures with the sign-in attempts.
export { registerSignInLimit } from './sign-in-limit.ts';
export { checkCode, issueCode } from './verification-codes.ts';
