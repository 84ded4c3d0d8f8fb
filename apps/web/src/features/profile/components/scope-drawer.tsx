import { PlusOutlined } from '@ant-design/icons';
import type { ScopeDetail } from '@tender/api-contract';
import { certificateAttachmentType, SCOPE_CERTIFICATES_MAX } from '@tender/domain';
import { Alert, App, Button, Card, DatePicker, Drawer, Form, Input, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { useScopeDetail } from '../api/get-scope-detail';
import { useUpdateScopeDetail } from '../api/update-scope-detail';
import { AttachmentDialog } from './attachment-dialog';
import { ExpiryTag } from './expiry-tag';

interface CertificateValues {
  slot: number;
  cert: string;
  certdesc: string;
  certid: string;
  certexpdate: Dayjs | null;
}

const DATE_FORMAT = 'YYYY-MM-DD';

function valuesOf(scope: ScopeDetail): CertificateValues[] {
  return scope.certificates.map((c) => ({
    slot: c.slot,
    cert: c.cert,
    certdesc: c.certdesc,
    certid: c.certid,
    certexpdate: c.certexpdate ? dayjs(c.certexpdate, DATE_FORMAT) : null,
  }));
}

function freeSlot(used: number[]): number | null {
  for (let slot = 1; slot <= SCOPE_CERTIFICATES_MAX; slot++) if (!used.includes(slot)) return slot;
  return null;
}

/** A scope's certificates (up to 5): ids, descriptions, expiry dates and attachments can be changed. */
export function ScopeDrawer({ svcscopeid, onClose }: { svcscopeid: number | null; onClose(): void }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const scope = useScopeDetail(svcscopeid);
  const save = useUpdateScopeDetail();
  const [form] = Form.useForm<{ certificates: CertificateValues[] }>();
  const [attachmentsOf, setAttachmentsOf] = useState<number | null>(null);
  const certificates = Form.useWatch('certificates', form) ?? [];
  const data = scope.data;

  useEffect(() => {
    if (data) form.setFieldsValue({ certificates: valuesOf(data) });
  }, [data, form]);

  const savedSlots = data?.certificates.map((c) => c.slot) ?? [];
  const nextSlot = freeSlot(certificates.map((c) => c.slot));

  const submit = async (values: { certificates: CertificateValues[] }) => {
    if (!data) return;
    try {
      const text = await save.mutateAsync({
        svcscopeid: data.svcscopeid,
        certificates: values.certificates.map((c) => ({
          slot: c.slot,
          // The certificate name is set when the certificate is added and not changed afterwards.
          cert: savedSlots.includes(c.slot) ? undefined : c.cert.trim(),
          certdesc: c.certdesc?.trim() ?? '',
          certid: c.certid?.trim() ?? '',
          certexpdate: c.certexpdate ? c.certexpdate.format(DATE_FORMAT) : '',
        })),
      });
      message.success(text || t('saved'));
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const attachmentSlot = attachmentsOf;
  return (
    <Drawer
      open={svcscopeid !== null}
      onClose={onClose}
      size="large"
      title={data ? t('scopes.drawerTitle', { name: data.svcscope }) : t('scopes.scope')}
      destroyOnHidden
    >
      {scope.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {scope.isPending && svcscopeid !== null ? <Spin /> : null}
      {data ? (
        <>
          <Typography.Paragraph>{data.description}</Typography.Paragraph>
          <Form form={form} layout="vertical" name="scope" onFinish={(v) => void submit(v)}>
            <Form.List name="certificates">
              {(fields, { add }) => (
                <>
                  {fields.map((field) => {
                    const slot = certificates[field.name]?.slot ?? 0;
                    const saved = data.certificates.find((c) => c.slot === slot);
                    const docs = data.docs.filter((d) => d.atttype === certificateAttachmentType(slot));
                    return (
                      <Card
                        key={field.key}
                        size="small"
                        className="tp-profile-block"
                        data-testid={`certificate-${slot}`}
                        title={
                          <Space>
                            {t('scopes.certificateTitle', { slot })}
                            {saved ? <ExpiryTag state={saved.state} /> : null}
                          </Space>
                        }
                        extra={
                          <Button size="small" disabled={!saved} onClick={() => setAttachmentsOf(slot)}>
                            {t('actions.attachments')} ({docs.length})
                          </Button>
                        }
                      >
                        <Form.Item name={[field.name, 'slot']} hidden>
                          <Input />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'cert']}
                          label={t('scopes.cert')}
                          rules={
                            saved
                              ? undefined
                              : [{ required: true, whitespace: true, message: t('scopes.certRequired') }]
                          }
                        >
                          <Input maxLength={100} disabled={Boolean(saved)} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'certid']} label={t('scopes.certid')}>
                          <Input maxLength={100} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'certdesc']} label={t('scopes.certdesc')}>
                          <Input maxLength={500} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'certexpdate']} label={t('scopes.certexpdate')}>
                          <DatePicker format={DATE_FORMAT} />
                        </Form.Item>
                        {saved ? null : (
                          <Typography.Text type="secondary">{t('scopes.saveFirst')}</Typography.Text>
                        )}
                      </Card>
                    );
                  })}
                  {nextSlot === null ? (
                    <Typography.Paragraph type="secondary">{t('scopes.maxReached')}</Typography.Paragraph>
                  ) : (
                    <div className="tp-profile-block">
                      <Button
                        icon={<PlusOutlined />}
                        onClick={() =>
                          add({ slot: nextSlot, cert: '', certdesc: '', certid: '', certexpdate: null })
                        }
                      >
                        {t('actions.addCertificate')}
                      </Button>
                    </div>
                  )}
                </>
              )}
            </Form.List>
            <Space className="tp-profile-actions">
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('actions.save')}
              </Button>
            </Space>
          </Form>
          {attachmentSlot !== null ? (
            <AttachmentDialog
              open
              title={t('attachments.titleOf', {
                name: `${data.svcscope} - ${t('scopes.certificateTitle', { slot: attachmentSlot })}`,
              })}
              owner={{
                ownertable: 'SVCSCOPE',
                ownerid: data.svcscopeid,
                atttype: certificateAttachmentType(attachmentSlot),
              }}
              documents={data.docs.filter((d) => d.atttype === certificateAttachmentType(attachmentSlot))}
              onClose={() => setAttachmentsOf(null)}
            />
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}
