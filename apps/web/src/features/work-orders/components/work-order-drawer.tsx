import type { WorkOrderDetail } from '@tender/api-contract';
import { Alert, App, Button, Drawer, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '@/components/antd-scope';
import { errorText } from '@/lib/api-client';
import { useWorkOrder } from '../api/get-work-order';
import { useSubmitWorkOrderWorkflow } from '../api/submit-work-order-workflow';
import { WorkOrderDocuments } from './work-order-documents';
import { WorkOrderFields } from './work-order-fields';
import { WorkOrderUploadForm } from './work-order-upload-form';

export interface WorkOrderDrawerProps {
  wonum: string;
  onClose: () => void;
}

/** Submit workflow (action 1), offered to the workflow owner only (spec 4.2, 6). */
function SubmitWorkflowButton({ workOrder }: { workOrder: WorkOrderDetail }) {
  const { t } = useTranslation('work-orders');
  const { modal, message } = App.useApp();
  const submit = useSubmitWorkOrderWorkflow();
  const confirm = () =>
    modal.confirm({
      title: t('workflow.confirmTitle'),
      content: t('workflow.confirm'),
      okText: t('workflow.submit'),
      cancelText: t('actions.cancel'),
      onOk: () =>
        submit
          .mutateAsync({ wonum: workOrder.wonum, workorderid: workOrder.workorderid })
          .then((reply) => {
            message.success(reply.message || t('workflow.done'));
          })
          .catch((error: unknown) => {
            modal.error({ title: t('errors.title'), content: errorText(error) });
          }),
    });
  return (
    <Button type="primary" loading={submit.isPending} onClick={confirm}>
      {t('workflow.submit')}
    </Button>
  );
}

/** The detail of one work order: its fields and documents; the workflow owner may change them. */
export function WorkOrderDrawer({ wonum, onClose }: WorkOrderDrawerProps) {
  const { t } = useTranslation('work-orders');
  // The last opened work order stays rendered while the drawer slides shut after ?wo= is removed.
  const [shown, setShown] = useState(wonum);
  if (wonum !== '' && wonum !== shown) setShown(wonum);
  const detail = useWorkOrder(shown);
  const workOrder = detail.data;
  const owner = workOrder?.workflowowner === '1';

  return (
    <Drawer
      open={wonum !== ''}
      onClose={onClose}
      size="large"
      title={t('detail.title', { wonum: shown })}
      extra={workOrder && owner ? <SubmitWorkflowButton workOrder={workOrder} /> : null}
      destroyOnHidden
    >
      {detail.isPending ? <Skeleton active /> : null}
      {detail.isError ? <Alert type="error" showIcon title={errorText(detail.error)} /> : null}
      {workOrder ? (
        <Space orientation="vertical" size="large" className="tp-wo-detail">
          <WorkOrderFields workOrder={workOrder} />
          {owner ? null : <Alert type="info" showIcon title={t('detail.readOnly')} />}
          <section aria-labelledby="tp-wo-documents">
            <h3 id="tp-wo-documents" className="tp-wo-subtitle">
              {t('documents.title')}
            </h3>
            <WorkOrderDocuments workOrder={workOrder} canEdit={owner} />
          </section>
          {owner ? <WorkOrderUploadForm workOrder={workOrder} /> : null}
        </Space>
      ) : null}
    </Drawer>
  );
}

/**
 * The drawer under antd's provider (AntdScope): the list renders without it below 992 px, and loads this
 * module when a work order first opens (work-order-list.tsx).
 */
export function ScopedWorkOrderDrawer(props: WorkOrderDrawerProps) {
  return (
    <AntdScope>
      <WorkOrderDrawer {...props} />
    </AntdScope>
  );
}
