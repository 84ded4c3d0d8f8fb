import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  FileExcelOutlined,
  OrderedListOutlined,
  PlusOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import type { BuyerRfqDetail } from '@tender/api-contract';
import { ErrorCode } from '@tender/api-contract/error-codes';
import { Alert, App, Button, Form, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getSession } from '@/features/auth';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useSiteClock } from '@/hooks/use-site-clock';
import { ApiError, errorText } from '@/lib/api-client';
import { useSaveBuyerRfq } from '../api/save-buyer-rfq';
import { useBoqLines } from '../hooks/use-boq-lines';
import { blocksDraftSave, serverLineProblems } from '../lib/boq-problems';
import { BUYER_HOME, rfqEditPath, rfqPath } from '../lib/paths';
import { BOQ_HOME_ANCHOR, nextProblemKey } from '../lib/problem-navigation';
import { newRfqValues, type RfqFormValues, rfqInput, valuesOfDetail } from '../lib/rfq-form';
import { AmendDialog } from './amend-dialog';
import { BoqGrid, type BoqGridHandle } from './boq-grid';
import { BoqImportDialog } from './boq-import-dialog';
import { GeneralInfoFields } from './general-info-fields';
import { RfqAttachments } from './rfq-attachments';
import { RfqStageTag } from './rfq-stage-tag';
import { SiteInspectionFields } from './site-inspection-fields';

type AfterSave = 'stay' | 'close';
const NO_DOCUMENTS: BuyerRfqDetail['documents'] = [];

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
  const saveRfq = useSaveBuyerRfq();
  const gridRef = useRef<BoqGridHandle>(null);
  const [form] = Form.useForm<RfqFormValues>();
  const amending = detail?.status === 'OPEN';

  const [initial] = useState(() =>
    detail ? valuesOfDetail(detail) : { values: newRfqValues(clock.currency), lines: [] },
  );
  const [version, setVersion] = useState(detail?.version);
  const dirtyRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  const markDirty = useCallback(() => {
    dirtyRef.current = true;
    setDirty(true);
  }, []);
  const markClean = () => {
    dirtyRef.current = false;
    setDirty(false);
  };
  useLeaveGuard({
    mustAsk: () => dirtyRef.current && getSession() !== null,
    texts: { title: t('leave.title'), content: t('leave.content'), ok: t('leave.ok'), stay: t('leave.stay') },
  });

  const boq = useBoqLines(initial.lines, { draft: !amending, onChange: markDirty });
  const [amendFor, setAmendFor] = useState<AfterSave | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  // The site's currency arrives with /common/siteinfo: a new tender takes it unless one was chosen.
  useEffect(() => {
    if (!detail && !form.isFieldTouched('currency')) form.setFieldValue('currency', clock.currency);
  }, [detail, form, clock.currency]);

  // The page passes the detail again as it is refetched after each upload or removal.
  const documents = detail?.documents ?? NO_DOCUMENTS;
  const attachmentOwner = useMemo(
    () => (detail ? { rfqnum: detail.rfqnum, rfqid: detail.rfqid } : null),
    [detail],
  );

  const problemCount = boq.problems.size;
  // The line the cursor is in, said in words above the grid too (a phone may not show the last column).
  const currentLine = boq.lines.find((line) => line.key === boq.currentKey);
  const currentProblems =
    currentLine && boq.problems.has(currentLine.key)
      ? t('boq.lineProblems', {
          seqno: currentLine.seqno ?? '?',
          problems: (boq.problems.get(currentLine.key) ?? [])
            .map((problem) => t(`boqProblem.${problem}`))
            .join(' '),
        })
      : undefined;
  const goToNextProblem = () => {
    const key = nextProblemKey(boq.lines, boq.problems, boq.currentKey);
    if (key) gridRef.current?.focusLine(key);
  };

  const save = async (after: AfterSave, reason?: string) => {
    setSaveError(null);
    try {
      await form.validateFields();
    } catch {
      message.error(t('editor.fixForm'));
      return;
    }
    const blocking = boq.lines.filter((line) =>
      (boq.problems.get(line.key) ?? []).some((problem) => amending || blocksDraftSave(problem)),
    );
    const [firstBlocking] = blocking;
    if (firstBlocking) {
      message.error(t('editor.fixLines', { count: blocking.length }));
      gridRef.current?.focusLine(firstBlocking.key);
      return;
    }
    if (amending && reason === undefined) {
      setAmendFor(after);
      return;
    }
    const values = form.getFieldsValue(true) as RfqFormValues;
    try {
      const saved = await saveRfq.mutateAsync({
        rfq: rfqInput(values, boq.lines, { rfqnum: detail?.rfqnum, reason }),
        ...(version === undefined ? {} : { version }),
      });
      setVersion(saved.version);
      setAmendFor(null);
      markClean();
      message.success(
        amending
          ? t('editor.amended', { revision: saved.revision })
          : t('editor.saved', { rfqnum: saved.rfqnum }),
      );
      if (after === 'close' || amending) navigate(rfqPath(saved.rfqnum));
      else if (!detail) navigate(rfqEditPath(saved.rfqnum), { replace: true });
    } catch (error) {
      setAmendFor(null);
      if (!(error instanceof ApiError)) {
        setSaveError(errorText(error));
        return;
      }
      if (error.code === ErrorCode.BOQ_INVALID) {
        const byLine = serverLineProblems(error.reply);
        boq.setServerProblems(byLine);
        const firstSeqno = [...byLine.keys()][0];
        const line = boq.lines.find((candidate) => candidate.seqno === firstSeqno);
        if (line) gridRef.current?.focusLine(line.key);
      } else if (error.code === ErrorCode.CONCURRENT_CHANGE) {
        setStale(true);
      } else if (error.code === ErrorCode.CLOSING_DATE_PAST) {
        form.setFields([{ name: 'closingdate', errors: [error.message] }]);
        form.scrollToField('closingdate');
      } else if (error.code === ErrorCode.REASON_REQUIRED) {
        setAmendFor(after);
      }
      setSaveError(error.message);
    }
  };

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
          <GeneralInfoFields />
        </section>

        <section className="tp-buyer-section" aria-labelledby={BOQ_HOME_ANCHOR}>
          <div className="tp-buyer-section-head">
            <h2 id={BOQ_HOME_ANCHOR} className="tp-buyer-section-title">
              {t('boq.title')}
            </h2>
            <span className="tp-boq-muted">{t('boq.lineCount', { count: boq.lines.length })}</span>
          </div>
          <div className="tp-boq-toolbar">
            <Button
              icon={<PlusOutlined />}
              onClick={() => {
                const key = boq.insert(boq.lines.length);
                requestAnimationFrame(() => gridRef.current?.focusLine(key));
              }}
            >
              {t('boq.addLine')}
            </Button>
            <Button
              icon={<VerticalAlignTopOutlined />}
              disabled={boq.currentKey === null}
              onClick={() => {
                const key = boq.insertAtCursor();
                requestAnimationFrame(() => gridRef.current?.focusLine(key));
              }}
            >
              {t('boq.insertAbove')}
            </Button>
            <Button
              icon={<ArrowUpOutlined />}
              disabled={boq.currentKey === null}
              onClick={() => boq.moveCurrent(-1)}
            >
              {t('boq.moveUp')}
            </Button>
            <Button
              icon={<ArrowDownOutlined />}
              disabled={boq.currentKey === null}
              onClick={() => boq.moveCurrent(1)}
            >
              {t('boq.moveDown')}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={boq.currentKey === null}
              onClick={() => boq.currentKey && boq.remove(boq.currentKey)}
            >
              {t('boq.deleteLine')}
            </Button>
            <Button icon={<OrderedListOutlined />} disabled={boq.lines.length === 0} onClick={boq.renumber}>
              {t('boq.renumber')}
            </Button>
            <Button icon={<FileExcelOutlined />} onClick={() => setImportOpen(true)}>
              {t('boq.import')}
            </Button>
          </div>
          {problemCount > 0 ? (
            <Alert
              type="warning"
              showIcon
              className="tp-boq-attention"
              title={t('boq.attention', { count: problemCount })}
              description={currentProblems}
              action={
                <Button size="small" onClick={goToNextProblem}>
                  {t('boq.nextProblem')}
                </Button>
              }
            />
          ) : null}
          <BoqGrid
            ref={gridRef}
            lines={boq.lines}
            problems={boq.problems}
            currentKey={boq.currentKey}
            onCurrentLine={boq.setCurrentKey}
            onLineChange={boq.change}
            onInsert={(index) => {
              const key = boq.insert(index);
              requestAnimationFrame(() => gridRef.current?.focusLine(key));
            }}
            onDelete={boq.remove}
            onMove={boq.move}
          />
          <p className="tp-boq-muted">{t('boq.keyboardHelp')}</p>
        </section>

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
      </Form>

      <section className="tp-buyer-section" aria-labelledby="tp-buyer-attachments">
        <h2 id="tp-buyer-attachments" className="tp-buyer-section-title">
          {t('attachments.title')}
        </h2>
        <RfqAttachments rfq={attachmentOwner} documents={documents} />
      </section>

      <div className="tp-buyer-save-bar">
        {saveError ? <Alert type="error" showIcon title={saveError} className="tp-buyer-save-error" /> : null}
        <span
          className={`tp-boq-muted tp-buyer-save-state${dirty ? ' tp-buyer-save-state--dirty' : ''}`}
          aria-live="polite"
        >
          {dirty ? t('editor.unsaved') : t('editor.allSaved')}
        </span>
        <Space wrap className="tp-buyer-save-buttons">
          <Button onClick={() => navigate(detail ? rfqPath(detail.rfqnum) : BUYER_HOME)}>
            {t('editor.back')}
          </Button>
          {amending ? (
            <Button type="primary" loading={saveRfq.isPending} onClick={() => void save('close')}>
              {t('editor.saveAmendment')}
            </Button>
          ) : (
            <>
              <Button loading={saveRfq.isPending} onClick={() => void save('stay')}>
                {t('editor.saveDraft')}
              </Button>
              <Button type="primary" loading={saveRfq.isPending} onClick={() => void save('close')}>
                {t('editor.saveAndClose')}
              </Button>
            </>
          )}
        </Space>
      </div>

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
          saving={saveRfq.isPending}
          onCancel={() => setAmendFor(null)}
          onConfirm={(reason) => void save(amendFor ?? 'close', reason)}
        />
      ) : null}
    </div>
  );
}
