import { LOGIN_ID_MAX } from '@tender/domain';
import { FormItem, required } from '@/components/plain/form';
import { TextInput } from '@/components/plain/input';

interface LoginIdFieldProps {
  label: string;
  requiredMessage: string;
  onBlur?: () => void;
}

/** The account name (form field `loginid`): required, not only spaces, the first field to type in. */
export function LoginIdField({ label, requiredMessage, onBlur }: LoginIdFieldProps) {
  return (
    <FormItem
      name="loginid"
      label={label}
      rules={[required(requiredMessage, { whitespace: true })]}
      isRequired
    >
      {(control) => (
        <TextInput {...control} maxLength={LOGIN_ID_MAX} autoComplete="username" autoFocus onBlur={onBlur} />
      )}
    </FormItem>
  );
}
