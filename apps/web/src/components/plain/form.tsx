import {
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useReducer,
  useState,
} from 'react';
import { createFormStore, type FormStore, type Rule } from './form-store';
import './plain.css';

export { type FormStore, type Rule, required } from './form-store';

/** The state of a form rendered with `<Form store={...}>`; the component re-renders when it changes. */
export function useForm<Values extends Record<string, string>>(
  name: string,
  initialValues: Values,
): FormStore<Values> {
  const [, rerender] = useReducer((version: number) => version + 1, 0);
  const [store] = useState(() => createFormStore(name, initialValues, rerender));
  return store;
}

// biome-ignore lint/suspicious/noExplicitAny: a field reads the store whatever the form's value type
const FormContext = createContext<FormStore<any> | null>(null);

/** The store of the form around a field. */
export function useFormStore<Values extends Record<string, string>>(): FormStore<Values> {
  const store = useContext(FormContext);
  if (!store) throw new Error('A form field is used outside a <Form>');
  return store as FormStore<Values>;
}

interface FormProps<Values extends Record<string, string>> {
  store: FormStore<Values>;
  onFinish: (values: Values) => void;
  children: ReactNode;
}

/** A form whose submit checks every field first and calls `onFinish` with the values when all pass. */
export function Form<Values extends Record<string, string>>({
  store,
  onFinish,
  children,
}: FormProps<Values>) {
  useLayoutEffect(() => store.setOnFinish(onFinish));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    store.submit();
  };
  return (
    <FormContext value={store}>
      {/* The browser's own checks would show their bubbles before the form's messages. */}
      <form id={store.name} className="plain-form" noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </FormContext>
  );
}

/** What a FormItem hands its input: value, change handler and the attributes that tie it to the item. */
export interface FieldControl {
  id: string;
  value: string;
  onChange: (value: string) => void;
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface FormItemProps {
  /** The field's name; the input's id is `<form name>_<name>`. */
  name: string;
  label: string;
  /** Whether the label names the input (`for`); the code field's label spans its button too. */
  labelled?: boolean;
  rules?: Rule[];
  dependencies?: string[];
  normalize?: (value: string) => string;
  /** Marks the input aria-required (a `required` rule). */
  isRequired?: boolean;
  /** Help below the field, under its message. */
  extra?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}

/** A labelled field of the form around it, with its message when its check fails (antd Form.Item). */
export function FormItem({
  name,
  label,
  labelled = true,
  rules = [],
  dependencies,
  normalize,
  isRequired,
  extra,
  children,
}: FormItemProps) {
  const store = useFormStore();
  // Registered again after every render, so the checks always use this render's rules and messages;
  // a field that is no longer rendered is no longer checked.
  useLayoutEffect(() => store.register(name, { rules, dependencies, normalize }));
  const id = `${store.name}_${name}`;
  const helpId = `${id}_help`;
  const error = store.errors[name];
  return (
    <FieldLayout
      label={label}
      htmlFor={labelled ? id : undefined}
      error={error}
      helpId={helpId}
      extra={extra}
    >
      {children({
        id,
        value: store.values[name] ?? '',
        onChange: (value) => store.setValue(name, value),
        status: error ? 'error' : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? helpId : undefined,
        'aria-required': isRequired || undefined,
      })}
    </FieldLayout>
  );
}

interface FieldLayoutProps {
  label: string;
  /** The id of the input the label names. */
  htmlFor?: string;
  error?: string;
  /** The message's id, which the input's aria-describedby points to. */
  helpId?: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** A form item's layout: the label above the control, the message and the help below it. */
export function FieldLayout({ label, htmlFor, error, helpId, extra, children }: FieldLayoutProps) {
  return (
    <div className={error ? 'form-item form-item--invalid' : 'form-item'}>
      <div className="form-item__label">
        <label htmlFor={htmlFor} title={label}>
          {label}
        </label>
      </div>
      <div className="form-item__control">{children}</div>
      {error && (
        <div id={helpId} className="form-item__error">
          {error}
        </div>
      )}
      {extra && <div className="form-item__extra">{extra}</div>}
    </div>
  );
}
