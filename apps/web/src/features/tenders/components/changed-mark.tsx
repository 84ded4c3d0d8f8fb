import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A cell the buyer's amendment changed since the supplier last saved the line (issue 28): its content with
 * a marker that is not colour alone (a sign, and its name for screen readers and on hover).
 */
export function ChangedMark({ children, isNew = false }: { children: ReactNode; isNew?: boolean }) {
  const { t } = useTranslation('tenders');
  const label = isNew ? t('changed.newLine') : t('changed.cell');
  return (
    <span className="tp-changed" data-testid="changed-cell">
      {children}
      {isNew ? (
        <span className="tp-changed__new" title={label}>
          {t('changed.new')}
        </span>
      ) : (
        <span className="tp-changed__mark" role="img" aria-label={label} title={label}>
          ◆
        </span>
      )}
    </span>
  );
}

/** The legend of the marks, shown above the lines while any line carries one. */
export function ChangedLegend() {
  const { t } = useTranslation('tenders');
  return (
    <p className="tp-changed-legend" data-testid="changed-legend">
      <span className="tp-changed__mark" aria-hidden="true">
        ◆
      </span>{' '}
      {t('changed.legend')}
    </p>
  );
}
