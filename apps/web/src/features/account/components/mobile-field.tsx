import { checkMobileNumber, DEFAULT_MOBILE_PREFIX, MOBILE_PREFIXES, type MobilePrefix } from '@tender/domain';
import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

const MOBILE_INPUT_ID = 'account-mobile';

/**
 * The mobile number (optional): a prefix of spec 9 and the number, checked by the domain's rule of that
 * prefix when the field is left and on save. The hint under it says how a number of the prefix looks.
 */
export function MobileField() {
  const { t } = useTranslation('account');
  const form = Form.useFormInstance();
  const prefix: MobilePrefix = Form.useWatch('mobileprefix', form) ?? DEFAULT_MOBILE_PREFIX;

  return (
    <Form.Item
      label={
        <>
          {t('fields.mobile')}
          <span className="tp-account-optional">{t('fields.optional')}</span>
        </>
      }
      htmlFor={MOBILE_INPUT_ID}
      extra={t(`mobileHint.${prefix}`)}
    >
      <Space.Compact block>
        <Form.Item name="mobileprefix" noStyle>
          <Select
            className="tp-account-prefix"
            aria-label={t('fields.prefix')}
            popupMatchSelectWidth={false}
            options={MOBILE_PREFIXES.map((p) => ({ value: p, label: `${p} ${t(`regions.${p}`)}` }))}
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
                  throw new Error(t(`rules.mobileInvalid.${chosen}`));
                }
              },
            }),
          ]}
        >
          <Input id={MOBILE_INPUT_ID} inputMode="tel" autoComplete="tel-national" maxLength={20} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
