import { DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Modal, Popconfirm, Radio, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useDeleteTemplate, useTemplates } from '../api/templates';
import { useCopyAction } from '../hooks/use-copy-rfq';
import { NEW_RFQ_PATH } from '../lib/paths';

/** "New tender" (issue 33): a blank tender, or a new draft from one of the site's templates (deletable here). */
export function NewTenderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('buyer');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const clock = useSiteClock();
  const templates = useTemplates(open);
  const remove = useDeleteTemplate();
  const copy = useCopyAction();
  const [choice, setChoice] = useState<number | 'blank'>('blank');
  const list = templates.data ?? [];
  // A template deleted meanwhile (here or by a colleague) is no longer a choice.
  const chosen = choice === 'blank' || list.some((tpl) => tpl.templateid === choice) ? choice : 'blank';

  const start = async () => {
    if (chosen === 'blank') {
      onClose();
      navigate(NEW_RFQ_PATH);
    } else if (await copy.run({ templateid: chosen })) {
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={t('templates.newTitle')}
      okText={t('templates.start')}
      cancelText={t('templates.cancel')}
      okButtonProps={{ loading: copy.pending }}
      onOk={() => void start()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Radio.Group
        className="tp-buyer-template-choices"
        value={chosen}
        onChange={(event) => setChoice(event.target.value as number | 'blank')}
        aria-label={t('templates.newTitle')}
      >
        <Space orientation="vertical" className="tp-buyer-wide">
          <Radio value="blank">
            <strong>{t('templates.blank')}</strong>
            <div className="tp-boq-muted">{t('templates.blankHint')}</div>
          </Radio>
          <Typography.Text strong className="tp-buyer-template-heading">
            {t('templates.fromTemplate')}
          </Typography.Text>
          {templates.isError ? <Alert type="error" showIcon title={errorText(templates.error)} /> : null}
          {templates.isLoading ? <Spin /> : null}
          {templates.isSuccess && list.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('templates.none')} />
          ) : null}
          {list.map((tpl) => (
            <div key={tpl.templateid} className="tp-buyer-template-row" data-testid="template-choice">
              <Radio value={tpl.templateid}>
                <strong>{tpl.name}</strong>
                {tpl.description ? <div>{tpl.description}</div> : null}
                <div className="tp-boq-muted">
                  {t('templates.holds', {
                    lines: tpl.lines,
                    documents: tpl.documents,
                    suppliers: tpl.suppliers,
                  })}
                </div>
                <div className="tp-boq-muted">
                  {t('templates.saved', { at: clock.dateTime(tpl.updatedat), by: tpl.updatedby || '—' })}
                </div>
              </Radio>
              <Popconfirm
                title={t('templates.deleteConfirm', { name: tpl.name })}
                okText={t('templates.delete')}
                cancelText={t('templates.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  try {
                    await remove.mutateAsync(tpl.templateid);
                    message.success(t('templates.deleted', { name: tpl.name }));
                  } catch (error) {
                    message.error(errorText(error));
                  }
                }}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('templates.deleteNamed', { name: tpl.name })}
                />
              </Popconfirm>
            </div>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
