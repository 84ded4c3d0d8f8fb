// What other features use of auth: the sessions a signed download link names, the password hash the
// importer stores and checks, and the error of the admin command line (answering a question is one).
export { AdminError } from './admin-service.ts';
export { hashPassword, verifyPassword } from './password-hash.ts';
export { resolveSession, resolveSessionById } from './session-service.ts';
