import type { SupplierDetail } from '@tender/api-contract';
import { isValidHomepageUrl } from '@tender/domain';
import { App, Button, Card, Descriptions, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { type SupplierDetailInput, useUpdateSupplierDetail } from '../api/update-supplier-detail';
import { AttachmentDialog } from './attachment-dialog';

const EDITABLE: Array<{ field: keyof SupplierDetailInput; label: string; max: number }> = [
  { field: 'addressline1', label: 'general.addressline1', max: 200 },
  { field: 'addressline2', label: 'general.addressline2', max: 200 },
  { field: 'addressline3', label: 'general.addressline3', max: 200 },
  { field: 'address2', label: 'general.city', max: 100 },
  { field: 'address3', label: 'general.state', max: 100 },
  { field: 'address4', label: 'general.zip', max: 40 },
  { field: 'phone', label: 'general.phone', max: 50 },
  { field: 'fax', label: 'general.fax', max: 50 },
  { field: 'homepage', label: 'general.homepage', max: 300 },
];

function changesOf(detail: SupplierDetail): SupplierDetailInput {
  return Object.fromEntries(
    EDITABLE.map(({ field }) => [field, detail[field]]),
  ) as unknown as SupplierDetailInput;
}

/** General information: read mode, then edit mode, then saved (spec 4.5); code and name stay read-only. */
export function GeneralInfo({ detail }: { detail: SupplierDetail }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [attachmentsOpen, setAttachmentsOpen] = useState(false);
  const [form] = Form.useForm<SupplierDetailInput>();
  const save = useUpdateSupplierDetail();

  const submit = async (values: SupplierDetailInput) => {
    try {
      const text = await save.mutateAsync({ ...changesOf(detail), ...values });
      message.success(text || t('saved'));
      setEditing(false);
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const extra = editing ? null : (
    <Space wrap>
      <Button onClick={() => setAttachmentsOpen(true)}>
        {t('actions.viewAttachments')} ({detail.docs.length})
      </Button>
      <Button
        type="primary"
        onClick={() => {
          form.setFieldsValue(changesOf(detail));
          setEditing(true);
        }}
      >
        {t('actions.edit')}
      </Button>
    </Space>
  );

  return (
    <Card
      title={<h2 className="tp-card-title">{t('general.title')}</h2>}
      extra={extra}
      className="tp-profile-block"
    >
      {editing ? (
        <Form<SupplierDetailInput>
          form={form}
          layout="vertical"
          name="supplier"
          onFinish={(v) => void submit(v)}
        >
          <Typography.Paragraph type="secondary">{t('general.notEditable')}</Typography.Paragraph>
          <Descriptions size="small" column={{ xs: 1, md: 2 }} className="tp-profile-block">
            <Descriptions.Item label={t('general.code')}>{detail.suppliername}</Descriptions.Item>
            <Descriptions.Item label={t('general.name')}>{detail.name}</Descriptions.Item>
          </Descriptions>
          <div className="tp-form-grid">
            {EDITABLE.map(({ field, label, max }) => (
              <Form.Item
                key={field}
                name={field}
                label={t(label)}
                rules={
                  field === 'homepage'
                    ? [
                        {
                          validator: async (_, value: string | undefined) => {
                            if (!isValidHomepageUrl(value)) throw new Error(t('general.homepageRule'));
                          },
                        },
                      ]
                    : undefined
                }
              >
                <Input maxLength={max} />
              </Form.Item>
            ))}
          </div>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
            <Button onClick={() => setEditing(false)} disabled={save.isPending}>
              {t('actions.cancel')}
            </Button>
          </Space>
        </Form>
      ) : (
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label={t('general.code')}>{detail.suppliername}</Descriptions.Item>
          <Descriptions.Item label={t('general.name')}>{detail.name}</Descriptions.Item>
          {EDITABLE.map(({ field, label }) => (
            <Descriptions.Item key={field} label={t(label)}>
              <span data-testid={`general-${field}`}>{detail[field]}</span>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      <AttachmentDialog
        open={attachmentsOpen}
        title={t('attachments.titleOf', { name: detail.name })}
        owner={{ ownertable: 'SUPPLIER', ownerid: detail.supplierid }}
        documents={detail.docs}
        onClose={() => setAttachmentsOpen(false)}
      />
    </Card>
  );
}
