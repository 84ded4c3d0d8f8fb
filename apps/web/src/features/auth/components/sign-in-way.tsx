import {
  checkMobileNumber,
  DEFAULT_MOBILE_PREFIX,
  isMobilePrefix,
  MOBILE_PREFIXES,
  type MobilePrefix,
  mobileLoginId,
} from '@tender/domain';
import { useTranslation } from 'react-i18next';
import { FormItem, required, useFormStore } from '@/components/plain/form';
import { TextInput } from '@/components/plain/input';
import { Segmented } from '@/components/plain/segmented';
import { Select } from '@/components/plain/select';

// Issue 32: the login and forgotten-password pages name the account by its name or by a mobile number
// verified in Account Settings. Both ways send the same calls; the mobile one with `logintype: 'MOBILE'`
// and the number written `<prefix>-<number>`.

/** How the page names the account. */
export type SignInWay = 'account' | 'mobile';

/** The form fields of the mobile way, beside the account way's `loginid`. */
export interface MobileValues extends Record<string, string> {
  mobileprefix: string;
  mobile: string;
}

export const EMPTY_MOBILE: MobileValues = { mobileprefix: DEFAULT_MOBILE_PREFIX, mobile: '' };

/** Account / Mobile, above the form. */
export function SignInWaySwitch({
  value,
  onChange,
}: {
  value: SignInWay;
  onChange: (way: SignInWay) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Segmented
      label={t('signInWay.label')}
      name="sign-in-way"
      value={value}
      onChange={onChange}
      options={[
        { value: 'account', label: t('signInWay.account') },
        { value: 'mobile', label: t('signInWay.mobile') },
      ]}
    />
  );
}

function prefixOf(values: Readonly<Record<string, string>>): MobilePrefix {
  const prefix = values.mobileprefix;
  return isMobilePrefix(prefix) ? prefix : DEFAULT_MOBILE_PREFIX;
}

/**
 * The mobile number (form fields `mobileprefix` and `mobile`): the prefix as a select and the number,
 * checked by the domain's rule of that prefix, whose form the line below says.
 */
export function MobileNumberField({ onBlur }: { onBlur?: () => void }) {
  const { t } = useTranslation();
  const store = useFormStore<MobileValues>();
  const prefix = prefixOf(store.values);
  return (
    <FormItem
      name="mobile"
      label={t('mobile.label')}
      dependencies={['mobileprefix']}
      rules={[
        required(t('mobile.required'), { whitespace: true }),
        (value, values) =>
          checkMobileNumber(prefixOf(values), value).problem === null
            ? undefined
            : t(`mobile.invalid.${prefixOf(values)}`),
      ]}
      isRequired
      extra={t(`mobile.hint.${prefix}`)}
    >
      {(control) => (
        <div className="plain-compact">
          <Select
            aria-label={t('mobile.prefix')}
            value={prefix}
            onChange={(value) => store.setValue('mobileprefix', value)}
            options={MOBILE_PREFIXES.map((p) => ({ value: p, label: `${p} ${t(`mobile.regions.${p}`)}` }))}
          />
          <TextInput
            {...control}
            maxLength={20}
            inputMode="tel"
            autoComplete="tel-national"
            autoFocus
            onBlur={onBlur}
          />
        </div>
      )}
    </FormItem>
  );
}

/** What the calls send for the account the form names: the login id and, by mobile, its login type. */
export function signInIdOf(
  way: SignInWay,
  values: { loginid?: string } & Partial<MobileValues>,
): { loginid: string; logintype?: 'MOBILE' } {
  if (way === 'account') return { loginid: (values.loginid ?? '').trim() };
  const check = checkMobileNumber(values.mobileprefix, values.mobile);
  const mobile = check.problem === null ? check.mobile : null;
  // The form's rules have refused anything else; an unreadable number is sent as typed (the server
  // answers it as an unknown account).
  const loginid = mobile ? mobileLoginId(mobile) : `${values.mobileprefix ?? ''}-${values.mobile ?? ''}`;
  return { loginid, logintype: 'MOBILE' };
}
