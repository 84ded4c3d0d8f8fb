import type { ReactNode } from 'react';
import { Alert } from '@/components/plain/alert';
import { Form, type FormStore } from '@/components/plain/form';

interface ErrorAlertProps {
  /** The text to show; nothing is rendered without one. */
  text: string | null | undefined;
  /** The e2e specs read the page's error by this id (`login-error`, `forget-error`, `change-error`). */
  testId?: string;
}

/** The error line above an auth form, announced to screen readers. */
export function ErrorAlert({ text, testId }: ErrorAlertProps) {
  if (!text) return null;
  return <Alert className="auth-card__alert" type="error" title={text} data-testid={testId} />;
}

interface AuthFormProps<Values extends Record<string, string>> {
  /** The form's state (`useForm(name, initialValues)`); its name prefixes the fields' ids (`login_password`). */
  form: FormStore<Values>;
  /** The form's failure, shown above it. */
  error: string | null;
  /** The error's test id; `<name>-error` unless given. */
  errorTestId?: string;
  onFinish: (values: Values) => void;
  children: ReactNode;
}

/**
 * An auth screen's form: its error above, labels over the fields, no required marks. Built without antd
 * (components/plain), so the sign-in pages load none of it; the signed-in change-password dialog uses the
 * same form and fields inside its antd Modal.
 */
export function AuthForm<Values extends Record<string, string>>({
  form,
  error,
  errorTestId,
  onFinish,
  children,
}: AuthFormProps<Values>) {
  return (
    <>
      <ErrorAlert text={error} testId={errorTestId ?? `${form.name}-error`} />
      <Form store={form} onFinish={onFinish}>
        {children}
      </Form>
    </>
  );
}
