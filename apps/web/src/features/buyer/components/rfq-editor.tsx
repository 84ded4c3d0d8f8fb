import type { BuyerRfqDetail } from '@tender/api-contract';
import { Alert, App, Button, Form, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getSession } from '@/features/auth';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useBoqLines } from '../hooks/use-boq-lines';
import { useRfqSave } from '../hooks/use-rfq-save';
import { amendNoticeOf } from '../lib/amend-notice';
import { BUYER_HOME, rfqPath } from '../lib/paths';
import { newRfqValues, type RfqFormValues, valuesOfDetail } from '../lib/rfq-form';
import { AmendDialog } from './amend-dialog';
import type { BoqGridHandle } from './boq-grid';
import { BoqImportDialog } from './boq-import-dialog';
import { BoqSection } from './boq-section';
import { CriteriaFields } from './criteria-fields';
import { EditorSaveBar } from './editor-save-bar';
import { GeneralInfoFields } from './general-info-fields';
import { RfqAttachments } from './rfq-attachments';
import { RfqStageTag } from './rfq-stage-tag';
import { SaveTemplateDialog } from './save-template-dialog';
import { SiteInspectionFields } from './site-inspection-fields';

const NO_DOCUMENTS: BuyerRfqDetail['documents'] = [];

/** The attachments as one comparable key (an upload or a removal changes it). */
const documentKeys = (documents: BuyerRfqDetail['documents']) =>
  documents
    .map((document) => document.documentid)
    .sort((a, b) => a - b)
    .join();

/**
 * The tender editor (issue 17, screen 2): general information, the bill of quantities, site inspections
 * and attachments. A draft saves as often as wanted (partial work kept); an open tender's save is an
 * amendment with a reason. Leaving with unsaved edits asks first.
 */
export function RfqEditor({ detail }: { detail: BuyerRfqDetail | null }) {
  const { t } = useTranslation('buyer');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const clock = useSiteClock();
  const gridRef = useRef<BoqGridHandle>(null);
  const [form] = Form.useForm<RfqFormValues>();
  const amending = detail?.status === 'OPEN';

  const [initial] = useState(() =>
    detail ? valuesOfDetail(detail) : { values: newRfqValues(clock.currency), lines: [] },
  );
  const dirtyRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  const markDirty = useCallback(() => {
    dirtyRef.current = true;
    setDirty(true);
  }, []);
  // An amendment of the lines or documents owes the bidders the full notice (amend-notice.ts).
  const [linesChanged, setLinesChanged] = useState(false);
  const markLinesChanged = useCallback(() => {
    setLinesChanged(true);
    markDirty();
  }, [markDirty]);
  const markClean = () => {
    dirtyRef.current = false;
    setDirty(false);
  };
  useLeaveGuard({
    mustAsk: () => dirtyRef.current && getSession() !== null,
    texts: { title: t('leave.title'), content: t('leave.content'), ok: t('leave.ok'), stay: t('leave.stay') },
  });

  const boq = useBoqLines(initial.lines, { draft: !amending, onChange: markLinesChanged });
  const [importOpen, setImportOpen] = useState(false);
  const [templateOpen, setTemplateOpen] = useState(false);
  const { save, saving, amendFor, cancelAmend, saveError, stale } = useRfqSave({
    detail,
    form,
    boq,
    grid: gridRef,
    onSaved: markClean,
  });

  // The site's currency arrives with /common/siteinfo: a new tender takes it unless one was chosen.
  useEffect(() => {
    if (!detail && !form.isFieldTouched('currency')) form.setFieldValue('currency', clock.currency);
  }, [detail, form, clock.currency]);

  // The page passes the detail again as it is refetched after each upload or removal.
  const documents = detail?.documents ?? NO_DOCUMENTS;
  const [initialDocuments] = useState(() => documentKeys(documents));
  const contentChanged = linesChanged || documentKeys(documents) !== initialDocuments;
  // Taken again as the content changes; the validator's minimum is the one shown.
  const notice = useMemo(() => amendNoticeOf(detail, contentChanged, new Date()), [detail, contentChanged]);
  const attachmentOwner = useMemo(
    () => (detail ? { rfqnum: detail.rfqnum, rfqid: detail.rfqid } : null),
    [detail],
  );

  const title = !detail
    ? t('editor.newTitle')
    : amending
      ? t('editor.amendTitle', { rfqnum: detail.rfqnum })
      : t('editor.editTitle', { rfqnum: detail.rfqnum });
  const submitted = detail?.invitations.filter((invitation) => invitation.status === 'SUBMITED').length ?? 0;

  return (
    <div className="tp-buyer-page tp-buyer-editor">
      <div className="tp-buyer-heading tp-buyer-heading--start">
        <Typography.Title level={1}>{title}</Typography.Title>
        {detail ? <RfqStageTag stage={detail.status} /> : null}
      </div>
      {amending && detail ? (
        <Alert
          type="info"
          showIcon
          title={t('editor.amendIntro', { revision: detail.revision + 1 })}
          description={t('editor.amendIntroDetail')}
        />
      ) : (
        <Typography.Paragraph type="secondary" className="tp-block">
          {t('editor.draftIntro')}
        </Typography.Paragraph>
      )}
      {detail && !detail.closingdateset ? (
        <Alert
          type="info"
          showIcon
          title={t('copy.editorTitle')}
          description={t('copy.editorText')}
          data-testid="copy-notice"
        />
      ) : null}
      {stale ? (
        <Alert
          type="error"
          showIcon
          title={t('editor.staleTitle')}
          description={t('editor.staleText')}
          action={
            <Button
              onClick={() => {
                markClean();
                window.location.reload();
              }}
            >
              {t('editor.reload')}
            </Button>
          }
        />
      ) : null}

      <Form<RfqFormValues>
        form={form}
        layout="vertical"
        initialValues={initial.values}
        onValuesChange={markDirty}
        scrollToFirstError={{ block: 'center' }}
        requiredMark
      >
        <section className="tp-buyer-section" aria-labelledby="tp-buyer-general">
          <h2 id="tp-buyer-general" className="tp-buyer-section-title">
            {t('editor.general')}
          </h2>
          <GeneralInfoFields collectionFixed={detail !== null && detail.status !== 'DRAFT'} notice={notice} />
        </section>

        <BoqSection boq={boq} grid={gridRef} onImport={() => setImportOpen(true)} />

        <Form.Item noStyle shouldUpdate={(a, b) => a.hassiteinspection !== b.hassiteinspection}>
          {({ getFieldValue }) =>
            getFieldValue('hassiteinspection') || (getFieldValue('siteinspections') ?? []).length > 0 ? (
              <section className="tp-buyer-section" aria-labelledby="tp-buyer-inspections">
                <h2 id="tp-buyer-inspections" className="tp-buyer-section-title">
                  {t('inspections.title')}
                </h2>
                <SiteInspectionFields />
              </section>
            ) : null
          }
        </Form.Item>

        <section className="tp-buyer-section" aria-labelledby="tp-buyer-criteria">
          <h2 id="tp-buyer-criteria" className="tp-buyer-section-title">
            {t('criteria.title')}
          </h2>
          <CriteriaFields fixed={detail !== null && detail.status !== 'DRAFT'} />
        </section>
      </Form>

      <section className="tp-buyer-section" aria-labelledby="tp-buyer-attachments">
        <h2 id="tp-buyer-attachments" className="tp-buyer-section-title">
          {t('attachments.title')}
        </h2>
        <RfqAttachments rfq={attachmentOwner} documents={documents} />
      </section>

      <EditorSaveBar
        dirty={dirty}
        saveError={saveError}
        amending={amending}
        saving={saving}
        onBack={() => navigate(detail ? rfqPath(detail.rfqnum) : BUYER_HOME)}
        onSave={(after) => void save(after)}
        onSaveTemplate={
          detail?.status === 'DRAFT'
            ? () => {
                // The template is made of the saved draft: unsaved edits would silently be missing.
                if (dirtyRef.current) message.warning(t('templates.saveFirst'));
                else setTemplateOpen(true);
              }
            : undefined
        }
      />
      {detail?.status === 'DRAFT' ? (
        <SaveTemplateDialog
          open={templateOpen}
          rfqnum={detail.rfqnum}
          suggestedName={detail.description}
          onClose={() => setTemplateOpen(false)}
        />
      ) : null}

      <BoqImportDialog
        open={importOpen}
        hasLines={boq.lines.length > 0}
        onClose={() => setImportOpen(false)}
        onImport={(lines, mode) => {
          if (mode === 'append') boq.append(lines);
          else boq.replaceAll(lines);
          message.success(t('sheet.imported', { count: lines.length }));
        }}
      />
      {detail && amending ? (
        <AmendDialog
          open={amendFor !== null}
          revision={detail.revision + 1}
          invited={detail.invitations.length}
          submitted={submitted}
          saving={saving}
          onCancel={cancelAmend}
          onConfirm={(reason) => void save(amendFor ?? 'close', reason)}
        />
      ) : null}
    </div>
  );
}
