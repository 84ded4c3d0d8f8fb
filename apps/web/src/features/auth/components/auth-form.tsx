import { Alert, Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';

interface ErrorAlertProps {
  /** The text to show; nothing is rendered without one. */
  text: string | null | undefined;
  /** The e2e specs read the page's error by this id (`login-error`, `forget-error`, `change-error`). */
  testId?: string;
}

/** The error line above an auth form, announced to screen readers. */
export function ErrorAlert({ text, testId }: ErrorAlertProps) {
  if (!text) return null;
  return (
    <Alert
      className="auth-card__alert"
      type="error"
      showIcon
      role="alert"
      title={text}
      data-testid={testId}
    />
  );
}

type AuthFormProps<Values> = Omit<FormProps<Values>, 'layout' | 'requiredMark' | 'name' | 'children'> & {
  children?: ReactNode;
  /** The form's name, which prefixes its fields' ids (`login_password`). */
  name: string;
  /** The form's failure, shown above it. */
  error: string | null;
  /** The error's test id; `<name>-error` unless given. */
  errorTestId?: string;
};

/** An auth screen's form: its error above, labels over the fields, no required marks. */
export function AuthForm<Values>({ name, error, errorTestId, ...formProps }: AuthFormProps<Values>) {
  return (
    <>
      <ErrorAlert text={error} testId={errorTestId ?? `${name}-error`} />
      <Form<Values> {...formProps} name={name} layout="vertical" requiredMark={false} />
    </>
  );
}
