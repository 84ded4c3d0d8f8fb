// What other features use of messages: the stored templates in the caller's language (auth answers a
// code request with the sign-in tips).
export { messageTemplate } from './message-templates.ts';
