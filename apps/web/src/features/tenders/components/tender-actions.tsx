import type { SupplierDetailControls } from '@tender/domain';
import { Button, Space } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

interface TenderActionsProps {
  controls: SupplierDetailControls;
  readOnly: boolean;
  busy: boolean;
  onSave: () => void;
  onSubmit: () => void;
  onAcknowledge: () => void;
  onDecline: () => void;
  onPrint: () => void;
}

/** The supplier's buttons; which show and which are enabled is decided by supplierDetailControls. */
export const TenderActions = memo(function TenderActions(props: TenderActionsProps) {
  const { controls, readOnly, busy } = props;
  const { t } = useTranslation('tenders');

  return (
    <Space wrap className="tp-detail-actions">
      {!readOnly && controls.showSave ? (
        <Button disabled={!controls.saveEnabled || busy} onClick={props.onSave}>
          {t('actions.save')}
        </Button>
      ) : null}
      {!readOnly && controls.showSubmit ? (
        <Button type="primary" disabled={!controls.submitEnabled || busy} onClick={props.onSubmit}>
          {t('actions.submit')}
        </Button>
      ) : null}
      {!readOnly && controls.showAcknowledge ? (
        <Button type="primary" disabled={busy} onClick={props.onAcknowledge}>
          {t('actions.acknowledge')}
        </Button>
      ) : null}
      {!readOnly && controls.showDecline ? (
        <Button disabled={busy} onClick={props.onDecline}>
          {t('actions.decline')}
        </Button>
      ) : null}
      <Button onClick={props.onPrint}>{t('actions.print')}</Button>
    </Space>
  );
});
