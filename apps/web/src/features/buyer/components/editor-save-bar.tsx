import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AfterSave } from '../hooks/use-rfq-save';

interface EditorSaveBarProps {
  /** Something is edited and not saved. */
  dirty: boolean;
  saveError: string | null;
  /** An open tender's save is an amendment (one button); a draft saves and stays, or saves and closes. */
  amending: boolean;
  saving: boolean;
  onBack: () => void;
  onSave: (after: AfterSave) => void;
  /** A draft's "Save as template" (issue 33); absent otherwise. */
  onSaveTemplate?: (() => void) | undefined;
}

/** The editor's bar at the bottom: the last save's error, whether all is saved, Back and the saves. */
export function EditorSaveBar({
  dirty,
  saveError,
  amending,
  saving,
  onBack,
  onSave,
  onSaveTemplate,
}: EditorSaveBarProps) {
  const { t } = useTranslation('buyer');
  return (
    <div className="tp-buyer-save-bar">
      {saveError ? <Alert type="error" showIcon title={saveError} className="tp-buyer-save-error" /> : null}
      <span
        className={`tp-boq-muted tp-buyer-save-state${dirty ? ' tp-buyer-save-state--dirty' : ''}`}
        aria-live="polite"
      >
        {dirty ? t('editor.unsaved') : t('editor.allSaved')}
      </span>
      <Space wrap className="tp-buyer-save-buttons">
        <Button onClick={onBack}>{t('editor.back')}</Button>
        {onSaveTemplate ? (
          <Button onClick={onSaveTemplate} data-testid="save-template">
            {t('templates.saveAs')}
          </Button>
        ) : null}
        {amending ? (
          <Button type="primary" loading={saving} onClick={() => onSave('close')}>
            {t('editor.saveAmendment')}
          </Button>
        ) : (
          <>
            <Button loading={saving} onClick={() => onSave('stay')}>
              {t('editor.saveDraft')}
            </Button>
            <Button type="primary" loading={saving} onClick={() => onSave('close')}>
              {t('editor.saveAndClose')}
            </Button>
          </>
        )}
      </Space>
    </div>
  );
}
