import { CODE_MAX, LOGIN_ID_MAX } from './constants.ts';
import { isBlankText } from './required-text.ts';

/** What the login form sends, before the password is encrypted. */
export interface LoginForm {
  loginid: string;
  password: string;
  code: string;
}

/** A login form field that breaks a rule of spec 5. */
export interface LoginFormIssue {
  field: keyof LoginForm;
  problem: 'required' | 'too-long';
}

/** Checks the login form (spec 5): every field required, login id at most 100, code at most 11 once trimmed. */
export function checkLoginForm(form: LoginForm): LoginFormIssue[] {
  const issues: LoginFormIssue[] = [];
  if (isBlankText(form.loginid)) issues.push({ field: 'loginid', problem: 'required' });
  else if (form.loginid.length > LOGIN_ID_MAX) issues.push({ field: 'loginid', problem: 'too-long' });
  if (form.password === '') issues.push({ field: 'password', problem: 'required' });
  const code = form.code.trim();
  if (code === '') issues.push({ field: 'code', problem: 'required' });
  else if (code.length > CODE_MAX) issues.push({ field: 'code', problem: 'too-long' });
  return issues;
}
