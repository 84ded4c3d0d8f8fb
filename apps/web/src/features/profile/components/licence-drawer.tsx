import { Alert, App, Button, DatePicker, Descriptions, Drawer, Form, Input, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { useLicenceDetail } from '../api/get-licence-detail';
import { useUpdateLicenceDetail } from '../api/update-licence-detail';
import { AttachmentDialog } from './attachment-dialog';
import { ExpiryTag } from './expiry-tag';

interface LicenceValues {
  description: string;
  expirydate: Dayjs | null;
}

const DATE_FORMAT = 'YYYY-MM-DD';

/** One BR & CI item: description, expiry date and documents can be changed. */
export function LicenceDrawer({ licensecertid, onClose }: { licensecertid: number | null; onClose(): void }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const licence = useLicenceDetail(licensecertid);
  const save = useUpdateLicenceDetail();
  const [form] = Form.useForm<LicenceValues>();
  const [attachmentsOpen, setAttachmentsOpen] = useState(false);
  const data = licence.data;

  useEffect(() => {
    if (data) {
      form.setFieldsValue({
        description: data.description,
        expirydate: data.expirydate ? dayjs(data.expirydate, DATE_FORMAT) : null,
      });
    }
  }, [data, form]);

  const submit = async (values: LicenceValues) => {
    if (!data) return;
    try {
      const text = await save.mutateAsync({
        licensecertid: data.licensecertid,
        description: values.description?.trim() ?? '',
        expirydate: values.expirydate ? values.expirydate.format(DATE_FORMAT) : '',
      });
      message.success(text || t('saved'));
    } catch (error) {
      message.error(errorText(error));
    }
  };

  return (
    <Drawer
      open={licensecertid !== null}
      onClose={onClose}
      size="large"
      title={data ? t('licences.drawerTitle', { name: data.certkey }) : t('tabs.licences')}
      destroyOnHidden
    >
      {licence.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {licence.isPending && licensecertid !== null ? <Spin /> : null}
      {data ? (
        <>
          <Descriptions column={1} size="small" className="tp-profile-block">
            <Descriptions.Item label={t('licences.certkey')}>
              <Space>
                {data.certkey}
                <ExpiryTag state={data.state} />
              </Space>
            </Descriptions.Item>
          </Descriptions>
          <Form<LicenceValues> form={form} layout="vertical" name="licence" onFinish={(v) => void submit(v)}>
            <Form.Item name="description" label={t('licences.description')}>
              <Input maxLength={500} />
            </Form.Item>
            <Form.Item name="expirydate" label={t('licences.expirydate')}>
              <DatePicker format={DATE_FORMAT} />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('actions.save')}
              </Button>
              <Button onClick={() => setAttachmentsOpen(true)}>
                {t('licences.documents')} ({data.docs.length})
              </Button>
            </Space>
          </Form>
          <AttachmentDialog
            open={attachmentsOpen}
            title={t('attachments.titleOf', { name: data.certkey })}
            owner={{ ownertable: 'LICENSECERT', ownerid: data.licensecertid }}
            documents={data.docs}
            onClose={() => setAttachmentsOpen(false)}
          />
        </>
      ) : null}
    </Drawer>
  );
}
