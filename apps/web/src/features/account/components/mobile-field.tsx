import type { AccountSettings } from '@tender/api-contract';
import { ErrorCode } from '@tender/api-contract/error-codes';
import {
  CODE_MAX,
  checkMobileNumber,
  DEFAULT_MOBILE_PREFIX,
  MOBILE_PREFIXES,
  type MobilePrefix,
  mobileLoginId,
} from '@tender/domain';
import { App, Button, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '@/lib/api-client';
import { useSendMobileCode, useVerifyMobile } from '../api/mobile-verification';

const MOBILE_INPUT_ID = 'account-mobile';
const CODE_INPUT_ID = 'account-mobile-code';

/** The refusals of the number itself, shown under it. */
const NUMBER_CODES: ReadonlySet<number> = new Set([
  ErrorCode.MOBILE_PREFIX_INVALID,
  ErrorCode.MOBILE_NUMBER_INVALID,
  ErrorCode.MOBILE_TAKEN,
]);

/**
 * The mobile number (optional): a prefix of spec 9 and the number, checked by the domain's rule of that
 * prefix when the field is left and on save. The hint under it says how a number of the prefix looks.
 * Issue 32: whether the number is verified, and if not, a code sent to it by SMS verifies it (and saves
 * it), after which it signs in.
 */
export function MobileField({ saved }: { saved: AccountSettings }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const prefix: MobilePrefix = Form.useWatch('mobileprefix', form) ?? DEFAULT_MOBILE_PREFIX;
  const typed: string = Form.useWatch('mobile', form) ?? '';
  const check = checkMobileNumber(prefix, typed);
  const current = check.problem === null ? check.mobile : null;
  const isSaved =
    current !== null && current.prefix === saved.mobileprefix && current.number === saved.mobile;
  const verified = isSaved && saved.mobileverified === 1;
  // The number the last code went to, and where it said it went: the code field shows for that number.
  const [sent, setSent] = useState<{ to: string; text: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const sendCode = useSendMobileCode();
  const verify = useVerifyMobile();
  const codeSent = current !== null && !verified && sent?.to === mobileLoginId(current);

  const showRefusal = (error: unknown) => {
    if (error instanceof ApiError && NUMBER_CODES.has(error.code))
      form.setFields([{ name: 'mobile', errors: [errorText(error)] }]);
    else if (error instanceof ApiError && error.code === ErrorCode.WRONG_CODE) setCodeError(errorText(error));
    else message.error(errorText(error));
  };

  const onSend = () => {
    if (!current) return;
    setCodeError(null);
    sendCode.mutate(
      { mobileprefix: current.prefix, mobile: current.number },
      {
        onSuccess: (text) => {
          setSent({ to: mobileLoginId(current), text });
          setCode('');
        },
        onError: showRefusal,
      },
    );
  };

  const onVerify = () => {
    if (!current) return;
    if (!code.trim()) {
      setCodeError(t('verifyMobile.codeRequired'));
      return;
    }
    setCodeError(null);
    verify.mutate(
      { mobileprefix: current.prefix, mobile: current.number, code: code.trim() },
      {
        onSuccess: ({ saved: kept, message: text }) => {
          form.setFieldsValue({ mobileprefix: kept.mobileprefix, mobile: kept.mobile });
          setSent(null);
          setCode('');
          message.success(text);
        },
        onError: showRefusal,
      },
    );
  };

  const statusHelp = verified
    ? t('mobileStatus.verifiedHelp')
    : saved.mobileverified === 1 && !isSaved
      ? t('mobileStatus.changedHelp')
      : t('mobileStatus.notVerifiedHelp');

  return (
    <>
      <Form.Item
        label={
          <>
            {t('fields.mobile')}
            <span className="tp-account-optional">{t('fields.optional')}</span>
          </>
        }
        htmlFor={MOBILE_INPUT_ID}
        extra={t(`common:mobile.hint.${prefix}`)}
      >
        <Space.Compact block>
          <Form.Item name="mobileprefix" noStyle>
            <Select
              className="tp-account-prefix"
              aria-label={t('common:mobile.prefix')}
              popupMatchSelectWidth={false}
              options={MOBILE_PREFIXES.map((p) => ({
                value: p,
                label: `${p} ${t(`common:mobile.regions.${p}`)}`,
              }))}
              // The chosen prefix alone, so the number keeps the room; the list names the places.
              labelRender={({ value }) => String(value)}
            />
          </Form.Item>
          <Form.Item
            name="mobile"
            noStyle
            dependencies={['mobileprefix']}
            validateTrigger="onBlur"
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, value: string | undefined) => {
                  const chosen: MobilePrefix = getFieldValue('mobileprefix') ?? DEFAULT_MOBILE_PREFIX;
                  if (checkMobileNumber(chosen, value ?? '').problem !== null) {
                    throw new Error(t(`common:mobile.invalid.${chosen}`));
                  }
                },
              }),
            ]}
          >
            <Input id={MOBILE_INPUT_ID} inputMode="tel" autoComplete="tel-national" maxLength={20} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      {current ? (
        <div className="tp-account-mobile-status" data-testid="mobile-status" aria-live="polite">
          {/* Solid dark green with white text, as a downloaded attachment's tag: antd's light "success" fails
              the contrast check. */}
          <Tag color={verified ? '#237804' : undefined} className="tp-account-mobile-tag">
            {verified ? t('mobileStatus.verified') : t('mobileStatus.notVerified')}
          </Tag>
          <span className="tp-account-mobile-help">{statusHelp}</span>
          {verified ? null : (
            <Button onClick={onSend} loading={sendCode.isPending} data-testid="send-mobile-code">
              {codeSent ? t('verifyMobile.resend') : t('verifyMobile.send')}
            </Button>
          )}
        </div>
      ) : null}
      {codeSent ? (
        <Form.Item
          label={t('verifyMobile.code')}
          htmlFor={CODE_INPUT_ID}
          validateStatus={codeError ? 'error' : undefined}
          help={codeError ?? undefined}
          extra={sent?.text}
        >
          <Space.Compact block>
            <Input
              id={CODE_INPUT_ID}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onPressEnter={(event) => {
                event.preventDefault();
                onVerify();
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_MAX}
              autoFocus
            />
            <Button type="primary" onClick={onVerify} loading={verify.isPending} data-testid="verify-mobile">
              {t('verifyMobile.submit')}
            </Button>
          </Space.Compact>
        </Form.Item>
      ) : null}
    </>
  );
}
