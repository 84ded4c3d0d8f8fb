import { Col, DatePicker, Form, Input, Row, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import type { AmendNotice } from '../lib/amend-notice';
import { currencyCodes, currencyLabel } from '../lib/currencies';
import { BID_METHODS, COLLECT_VIA, OPENING_QUORUMS, type RfqFormValues } from '../lib/rfq-form';

/** The browser's time zone, as the closing date is picked in it: 'Asia/Hong_Kong (UTC+08:00)'. */
function browserZone(at: Dayjs | null | undefined): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = at ? at.format('Z') : '';
  return offset ? `${zone} (UTC${offset})` : zone;
}

/** How quotations are collected: the two fields fixed once the tender is published. */
const COLLECTION_FIELDS = [
  { name: 'tendercollectvia', label: 'collectVia', codes: COLLECT_VIA },
  { name: 'bidmethod', label: 'bidMethod', codes: BID_METHODS },
] as const;

interface GeneralInfoProps {
  /** Published: how quotations are collected is fixed (the server refuses a change, 5600015). */
  collectionFixed: boolean;
  /** An amendment's notice (the earliest closing date it may have); null for a draft. */
  notice: AmendNotice | null;
}

/** The general information of a tender (spec 2.8) and its currency, inside the editor's Form. */
// Memoised: the editor renders again on every keystroke in the bill, and these fields need not.
export const GeneralInfoFields = memo(function GeneralInfoFields({
  collectionFixed,
  notice,
}: GeneralInfoProps) {
  const { t, i18n } = useTranslation('buyer');
  const clock = useSiteClock();
  const form = Form.useFormInstance<RfqFormValues>();
  const closing = Form.useWatch('closingdate', form);
  const currency = Form.useWatch('currency', form) ?? '';
  const currencies = useMemo(
    () => currencyCodes(currency).map((code) => ({ value: code, label: currencyLabel(code, i18n.language) })),
    [currency, i18n.language],
  );

  const closingHelp = closing
    ? t('editor.closingZone', { zone: browserZone(closing), site: clock.dateTime(closing.toDate()) })
    : t('editor.closingZoneEmpty', { zone: browserZone(null) });
  const noticeText = notice
    ? t('editor.amendNotice', { hours: notice.hours, earliest: clock.dateTime(notice.earliest) })
    : null;

  return (
    <>
      <Form.Item
        name="description"
        label={t('editor.description')}
        rules={[
          { required: true, whitespace: true, message: t('editor.descriptionRequired') },
          { max: 4000, message: t('editor.tooLong', { max: 4000 }) },
        ]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="closingdate"
            label={t('editor.closingDate')}
            extra={
              noticeText ? (
                <>
                  <span data-testid="amend-notice">{noticeText}</span> {closingHelp}
                </>
              ) : (
                closingHelp
              )
            }
            rules={[
              { required: true, message: t('editor.closingRequired') },
              {
                validator: async (_, value: Dayjs | null) => {
                  if (value && !value.isAfter(new Date())) throw new Error(t('editor.closingPast'));
                  if (value && notice && value.isBefore(notice.earliest)) {
                    throw new Error(t('editor.amendTooEarly', { earliest: clock.dateTime(notice.earliest) }));
                  }
                },
              },
            ]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" className="tp-buyer-wide" />
          </Form.Item>
        </Col>
        {COLLECTION_FIELDS.map(({ name, label, codes }) => (
          <Col xs={24} sm={12} md={8} key={name}>
            <Form.Item
              name={name}
              label={t(`editor.${label}`)}
              extra={collectionFixed ? t('editor.collectionFixed') : undefined}
            >
              <Select
                disabled={collectionFixed}
                options={codes.map((value) => ({ value, label: t(`codes.${label}.${value}`) }))}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} md={8}>
          <Form.Item
            name="openingquorum"
            label={t('editor.opening')}
            extra={collectionFixed ? t('editor.openingFixed') : t('editor.openingHelp')}
          >
            <Select
              disabled={collectionFixed}
              data-testid="opening-quorum"
              options={OPENING_QUORUMS.map((value) => ({
                value,
                label: t(`editor.openingQuorum.q${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item
            name="currency"
            label={t('editor.currency')}
            rules={[{ required: true, message: t('editor.currencyRequired') }]}
          >
            <Select showSearch={{ optionFilterProp: 'label' }} options={currencies} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} md={8}>
          <Form.Item name="pricenegotiation" label={t('editor.priceNegotiation')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} md={8}>
          <Form.Item name="hassiteinspection" label={t('editor.siteInspection')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {([1, 2] as const).map((n) => (
        <Row gutter={16} key={n}>
          <Col xs={24} md={8}>
            <Form.Item name={`contact${n}`} label={t('editor.contact', { n })} rules={[{ max: 200 }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={`email${n}`}
              label={t('editor.email', { n })}
              rules={[{ type: 'email', message: t('editor.emailInvalid') }, { max: 200 }]}
            >
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={`phone${n}`} label={t('editor.phone', { n })} rules={[{ max: 200 }]}>
              <Input type="tel" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      ))}
      <Form.Item
        name="remark"
        label={t('editor.remark')}
        extra={t('editor.remarkHelp')}
        rules={[{ max: 4000, message: t('editor.tooLong', { max: 4000 }) }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
});
