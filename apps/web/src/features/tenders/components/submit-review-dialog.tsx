import type { TenderHeader } from '@tender/api-contract';
import { formatMoney } from '@tender/domain';
import { Alert, Checkbox, Descriptions, type DescriptionsProps, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSupplierDocuments } from '@/features/tender-documents';
import './submission.css';

/** What the supplier is about to submit, read from the editor once everything passed and was saved. */
export interface SubmissionFacts {
  total: string;
  discounted: string;
  priced: number;
  of: number;
  attendedAll: boolean;
  remark: string;
}

interface SubmitReviewDialogProps {
  open: boolean;
  header: TenderHeader;
  facts: SubmissionFacts | null;
  currency: string;
  negotiation: boolean;
  busy: boolean;
  /** The tender reminder and documents read (the header's `reminder`): ticked here, saved at once. */
  reminder: boolean;
  onReminderChange: (confirmed: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The last step of Submit (issue 12): checks passed and the lines are saved; the supplier sees what goes
 * to the buyer, then gives the spec's confirmation (the final cost cannot be changed once submitted).
 */
export function SubmitReviewDialog(props: SubmitReviewDialogProps) {
  const { open, header, facts, currency, negotiation, busy } = props;
  const { t } = useTranslation('tenders');
  const documents = useSupplierDocuments(header.udztbnum, open);
  const siteInspection = header.hassiteinspection === '1';

  const items: DescriptionsProps['items'] = facts
    ? [
        {
          key: 'tender',
          label: t('review.tender'),
          children: (
            <>
              <strong>{header.rfqnum}</strong>
              <div>{header.content}</div>
            </>
          ),
        },
        { key: 'currency', label: t('review.currency'), children: currency },
        {
          key: 'total',
          label: t('review.total'),
          children: <span data-testid="review-total">{formatMoney(facts.total, currency)}</span>,
        },
        ...(negotiation
          ? [
              {
                key: 'discounted',
                label: t('review.discounted'),
                children: (
                  <span data-testid="review-discounted">{formatMoney(facts.discounted, currency)}</span>
                ),
              },
            ]
          : []),
        {
          key: 'priced',
          label: t('review.linesPriced'),
          children: t('review.linesPricedValue', {
            priced: facts.priced.toLocaleString('en-US'),
            of: facts.of.toLocaleString('en-US'),
          }),
        },
        {
          key: 'attachments',
          label: t('review.attachments'),
          children: t('review.attachmentsDownloaded'),
        },
        {
          key: 'documents',
          label: t('review.supplierDocuments'),
          children: documents.data ? String(documents.data.length) : '…',
        },
        {
          key: 'siteInspection',
          label: t('review.siteInspection'),
          children: siteInspection
            ? t(facts.attendedAll ? 'review.attended' : 'review.notAttended')
            : t('review.notRequired'),
        },
        {
          key: 'reminder',
          label: t('review.reminder'),
          // The tick where the review asks for it (issue 35, item 3), saved like every other field.
          children: (
            <Checkbox
              checked={props.reminder}
              disabled={busy}
              onChange={(event) => props.onReminderChange(event.target.checked)}
            >
              {t('review.reminderTick')}
            </Checkbox>
          ),
        },
        ...(facts.remark.trim()
          ? [{ key: 'remark', label: t('negotiation.remark'), children: facts.remark }]
          : []),
      ]
    : [];

  return (
    <Modal
      open={open}
      title={t('review.title')}
      okText={t('actions.submit')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: busy, disabled: !facts }}
      onOk={props.onConfirm}
      onCancel={props.onCancel}
      destroyOnHidden
      width={640}
    >
      <Descriptions bordered size="small" column={1} items={items} className="tp-review" />
      <Alert type="warning" showIcon className="tp-review-confirm" title={t('confirm.submit')} />
    </Modal>
  );
}
