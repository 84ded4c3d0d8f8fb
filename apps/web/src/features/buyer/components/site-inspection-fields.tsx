import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, Row } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteInspectionValues } from '../lib/rfq-form';

const BLANK: SiteInspectionValues = {
  buildingcode: '',
  buildingname: '',
  contact: '',
  email: '',
  phone: '',
  arrangementdetails: '',
  replydate: null,
};

/** The tender's site inspections: one card of fields per building, added and removed freely. */
// Memoised: the editor renders again on every keystroke in the bill, and these fields need not.
export const SiteInspectionFields = memo(function SiteInspectionFields() {
  const { t } = useTranslation('buyer');
  return (
    <Form.List name="siteinspections">
      {(fields, { add, remove }) => (
        <div className="tp-buyer-inspections">
          {fields.length === 0 ? <p className="tp-boq-muted">{t('inspections.none')}</p> : null}
          {fields.map((field, index) => (
            <fieldset key={field.key} className="tp-buyer-inspection">
              <legend>{t('inspections.legend', { n: index + 1 })}</legend>
              <Row gutter={16}>
                <Col xs={24} sm={12} md={6}>
                  <Form.Item
                    name={[field.name, 'buildingcode']}
                    label={t('inspections.buildingCode')}
                    rules={[{ required: true, whitespace: true, message: t('inspections.codeRequired') }]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} md={6}>
                  <Form.Item name={[field.name, 'buildingname']} label={t('inspections.buildingName')}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} md={6}>
                  <Form.Item name={[field.name, 'contact']} label={t('inspections.contact')}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} md={6}>
                  <Form.Item
                    name={[field.name, 'email']}
                    label={t('inspections.email')}
                    rules={[{ type: 'email', message: t('editor.emailInvalid') }]}
                  >
                    <Input type="email" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} md={6}>
                  <Form.Item name={[field.name, 'phone']} label={t('inspections.phone')}>
                    <Input type="tel" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} md={6}>
                  <Form.Item name={[field.name, 'replydate']} label={t('inspections.replyDate')}>
                    <DatePicker
                      showTime={{ format: 'HH:mm' }}
                      format="YYYY-MM-DD HH:mm"
                      className="tp-buyer-wide"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'arrangementdetails']} label={t('inspections.arrangement')}>
                    <Input.TextArea rows={2} />
                  </Form.Item>
                </Col>
              </Row>
              <Button danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                {t('inspections.remove', { n: index + 1 })}
              </Button>
            </fieldset>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ ...BLANK })}>
            {t('inspections.add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
});
