import type { AccountSettings } from '@tender/api-contract';
import { ErrorCode } from '@tender/api-contract/error-codes';
import {
  ACTIVITY_MAIL_MODES,
  type ActivityMailMode,
  DEFAULT_MOBILE_PREFIX,
  DISPLAY_NAME_MAX,
  findDisplayNameProblem,
  isMobilePrefix,
  type Language,
  type MobilePrefix,
  normalizeDisplayName,
  normalizeMobileNumber,
} from '@tender/domain';
import { App, Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSession, updateSessionUsername, useSiteInfo } from '@/features/auth';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useSiteClock } from '@/hooks/use-site-clock';
import { changeLangcode } from '@/i18n/i18n';
import { HTML_LANG, LANGCODES, LANGUAGE_NAME } from '@/i18n/languages';
import { ApiError, errorText } from '@/lib/api-client';
import { useUpdateAccountSettings } from '../api/update-account-settings';
import { MobileField } from './mobile-field';

export interface SettingsFormValues {
  username: string;
  language: Language;
  mobileprefix: MobilePrefix;
  mobile: string;
  /** A buyer's only (issue 35): how the suppliers' actions are mailed. */
  activitymail?: ActivityMailMode;
}

function formValuesOf(saved: AccountSettings): SettingsFormValues {
  return {
    username: saved.username,
    language: saved.language,
    mobileprefix: isMobilePrefix(saved.mobileprefix) ? saved.mobileprefix : DEFAULT_MOBILE_PREFIX,
    mobile: saved.mobile,
    ...(saved.activitymail ? { activitymail: saved.activitymail } : {}),
  };
}

/** Whether the form holds something else than what is saved, compared as the server would keep it. */
function differs(values: Partial<SettingsFormValues> | undefined, saved: AccountSettings): boolean {
  if (!values) return false;
  const mobile = normalizeMobileNumber(values.mobile ?? '');
  return (
    normalizeDisplayName(values.username ?? '') !== saved.username ||
    values.language !== saved.language ||
    mobile !== saved.mobile ||
    (mobile !== '' && values.mobileprefix !== saved.mobileprefix) ||
    (saved.activitymail !== undefined && values.activitymail !== saved.activitymail)
  );
}

const ACTIVITY_MAIL_LABEL = {
  each: 'fields.activityMailEach',
  digest: 'fields.activityMailDigest',
  none: 'fields.activityMailNone',
} as const satisfies Record<ActivityMailMode, string>;

/** The server's refusals that belong to one field: shown under it, not as a toast. */
const FIELD_OF_CODE: Partial<Record<number, keyof SettingsFormValues>> = {
  [ErrorCode.DISPLAY_NAME_REQUIRED]: 'username',
  [ErrorCode.DISPLAY_NAME_TOO_LONG]: 'username',
  [ErrorCode.MOBILE_PREFIX_INVALID]: 'mobile',
  [ErrorCode.MOBILE_NUMBER_INVALID]: 'mobile',
};

/**
 * Display name, preferred language and mobile number, saved together. A save shows the kept values (the
 * name trimmed, the number as digits), the new name in the header, and the interface in the language.
 */
export function SettingsForm({ saved }: { saved: AccountSettings }) {
  const { t, i18n } = useTranslation('account');
  const { message } = App.useApp();
  const { data: site } = useSiteInfo();
  const clock = useSiteClock();
  const [form] = Form.useForm<SettingsFormValues>();
  const save = useUpdateAccountSettings();
  const values = Form.useWatch([], form);
  const dirty = differs(values, saved);
  useLeaveGuard({
    mustAsk: () => dirty && !save.isPending && getSession() !== null,
    texts: { title: t('leave.title'), content: t('leave.content'), ok: t('leave.ok'), stay: t('leave.stay') },
  });

  const onFinish = async (input: SettingsFormValues) => {
    try {
      const kept = await save.mutateAsync(input);
      form.setFieldsValue(formValuesOf(kept));
      updateSessionUsername(kept.username);
      await changeLangcode(kept.language);
      // In the language just chosen: i18n's t, not the one this render was made with.
      message.success(i18n.t('account:saved'));
    } catch (error) {
      const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
      if (field) form.setFields([{ name: field, errors: [errorText(error)] }]);
      else message.error(errorText(error));
    }
  };

  return (
    <Form<SettingsFormValues>
      form={form}
      name="account"
      layout="vertical"
      initialValues={formValuesOf(saved)}
      onFinish={(v) => void onFinish(v)}
      // Only the mobile number may be left empty, and its label says so.
      requiredMark={false}
    >
      {/* Who the account is: read, not changed here. */}
      <Form.Item label={t('fields.loginid')}>
        <span data-testid="account-loginid" className="tp-account-value">
          {saved.loginid}
        </span>
      </Form.Item>
      <Form.Item
        label={t('fields.email')}
        extra={
          site?.supportEmail
            ? t('fields.emailHelp', { email: site.supportEmail })
            : t('fields.emailHelpNoSupport')
        }
      >
        <span data-testid="account-email" className="tp-account-value">
          {saved.email}
        </span>
      </Form.Item>
      <Form.Item
        name="username"
        label={t('fields.username')}
        extra={t('fields.usernameHelp')}
        required
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const problem = findDisplayNameProblem(value ?? '');
              if (problem === 'required') throw new Error(t('rules.usernameRequired'));
              if (problem === 'too-long')
                throw new Error(t('rules.usernameTooLong', { max: DISPLAY_NAME_MAX }));
            },
          },
        ]}
      >
        <Input maxLength={DISPLAY_NAME_MAX} autoComplete="name" />
      </Form.Item>
      <Form.Item name="language" label={t('fields.language')} extra={t('fields.languageHelp')} required>
        <Radio.Group
          aria-label={t('fields.language')}
          options={LANGCODES.map((code) => ({
            value: code,
            label: <span lang={HTML_LANG[code]}>{LANGUAGE_NAME[code]}</span>,
          }))}
        />
      </Form.Item>
      <MobileField saved={saved} />
      {saved.activitymail ? (
        // A buyer's (issue 35): how the suppliers' questions, declines and submissions reach them.
        <Form.Item
          name="activitymail"
          label={t('fields.activityMail')}
          extra={
            saved.digesttime
              ? t('fields.activityMailHelp', { time: saved.digesttime, zone: clock.label })
              : t('fields.activityMailHelpNoTime')
          }
        >
          <Radio.Group
            aria-label={t('fields.activityMail')}
            options={ACTIVITY_MAIL_MODES.map((mode) => ({
              value: mode,
              label: t(ACTIVITY_MAIL_LABEL[mode]),
            }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item className="tp-account-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('actions.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
