import { useTranslation } from 'react-i18next';
import { Button } from '@/components/plain/button';
import { UP } from '@/components/plain/detail-icons';
import { Icon } from '@/components/plain/icons';

interface LineAttentionBarProps {
  /** Lines with a missing value or a refused one. */
  count: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous/Next through the marked cells, across pages (the filter itself is in the finder bar). */
export function LineAttentionBar({ count, onPrevious, onNext }: LineAttentionBarProps) {
  const { t } = useTranslation('tenders');
  // Nothing to point at: the buttons would only be noise.
  if (count === 0) return null;
  return (
    <div className="tp-attention-bar" role="toolbar" aria-label={t('grid.toolbar')}>
      <Button
        size="small"
        icon={<Icon name={UP} />}
        aria-label={t('grid.previousLabel')}
        onClick={onPrevious}
      >
        {t('grid.previous')}
      </Button>
      <Button size="small" icon={<Icon name="down" />} aria-label={t('grid.nextLabel')} onClick={onNext}>
        {t('grid.next')}
      </Button>
    </div>
  );
}
