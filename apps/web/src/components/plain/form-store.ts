/** One check of a field: the message to show, or undefined when the value passes. */
export type Rule = (value: string, values: Readonly<Record<string, string>>) => string | undefined;

/** The value must not be empty (nor only spaces, with `whitespace`). */
export function required(message: string, { whitespace = false } = {}): Rule {
  return (value) => ((whitespace ? value.trim() : value) ? undefined : message);
}

export interface FieldOptions {
  rules: Rule[];
  /** Fields whose change re-checks this one, once it has been typed in or checked (antd `dependencies`). */
  dependencies?: string[];
  /** Applied to every typed value before it is stored (antd `normalize`). */
  normalize?: (value: string) => string;
}

type FieldName<Values> = keyof Values & string;

/**
 * The state of one form: its values, the message of each field that failed its check, and the fields
 * rendered now with their rules. It behaves as antd's Form does for the sign-in screens: a field is
 * checked when it changes, every field when the form is submitted; a field's rules stop at the first
 * that fails; a field that is not rendered is not checked; a change re-checks the fields that depend on
 * it once they have been typed in or checked.
 */
export interface FormStore<Values extends Record<string, string>> {
  /** The form's name: the form element's id and the prefix of its fields' ids (`login_password`). */
  readonly name: string;
  readonly values: Values;
  readonly errors: Readonly<Partial<Record<FieldName<Values>, string>>>;
  setValue(field: FieldName<Values>, value: string): void;
  /** Checks `fields` (every rendered one by default); the values when all pass, else null. */
  validate(fields?: FieldName<Values>[]): Values | null;
  /** Checks every field and calls the form's `onFinish` when all pass (a submit from outside the form). */
  submit(): void;
  /** Back to the initial values, without messages. */
  reset(): void;
  /** Adds a rendered field's checks until the returned function is called (FormItem does). */
  register(field: string, options: FieldOptions): () => void;
  /** What a submit that passes calls (Form does). */
  setOnFinish(onFinish: (values: Values) => void): void;
}

/** A form's state outside React; `onChange` is called after every change of values or messages. */
export function createFormStore<Values extends Record<string, string>>(
  name: string,
  initialValues: Values,
  onChange: () => void,
): FormStore<Values> {
  let values = initialValues;
  let errors: Record<string, string> = {};
  const fields = new Map<string, FieldOptions>();
  // Fields typed in or checked: a change of a field they depend on re-checks only these.
  const dirty = new Set<string>();
  let onFinish: (values: Values) => void = () => {};

  const check = (field: string) => {
    for (const rule of fields.get(field)?.rules ?? []) {
      const message = rule(values[field] ?? '', values);
      if (message) return message;
    }
    return undefined;
  };

  /** Checks `checked` against the current values; true when all pass. */
  const recheck = (checked: string[]) => {
    errors = { ...errors };
    for (const field of checked) {
      const message = check(field);
      if (message) errors[field] = message;
      else delete errors[field];
    }
    onChange();
    return checked.every((field) => !errors[field]);
  };

  const validate = (only?: FieldName<Values>[]) => {
    const checked = only ?? [...fields.keys()];
    for (const field of checked) dirty.add(field);
    return recheck(checked) ? values : null;
  };

  return {
    name,
    get values() {
      return values;
    },
    get errors() {
      return errors as FormStore<Values>['errors'];
    },
    setValue(field, raw) {
      const normalize = fields.get(field)?.normalize;
      values = { ...values, [field]: normalize ? normalize(raw) : raw };
      dirty.add(field);
      const dependents = [...fields]
        .filter(([other, options]) => options.dependencies?.includes(field) && dirty.has(other))
        .map(([other]) => other);
      recheck([field, ...dependents]);
    },
    validate,
    submit() {
      const passed = validate();
      if (passed) onFinish(passed);
    },
    reset() {
      values = initialValues;
      errors = {};
      dirty.clear();
      onChange();
    },
    register(field, options) {
      fields.set(field, options);
      return () => {
        if (fields.get(field) === options) fields.delete(field);
      };
    },
    setOnFinish(next) {
      onFinish = next;
    },
  };
}
