import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/plain/alert';
import { useEditorSelector } from '../hooks/use-line-editor';
import type { LineEditorState } from '../lib/line-editor-types';
import type { LineStore } from '../lib/line-store';

const selectCycle = (state: LineEditorState) => state.cycle;

/** Sum lines that list each other cannot be totalled; say which, so the buyer can fix the tender. */
export function LineCycleAlert({ store }: { store: LineStore }) {
  const { t } = useTranslation('tenders');
  const cycle = useEditorSelector(store, selectCycle);
  if (!cycle) return null;
  return <Alert type="error" className="tp-block" title={t('lines.cycle', { seqnos: cycle.join(' → ') })} />;
}
