import { useTranslation } from 'react-i18next';
import { Button } from '@/components/plain/button';
import { RIGHT } from '@/components/plain/detail-icons';
import { Icon } from '@/components/plain/icons';

interface SectionToggleProps {
  seqno: number;
  collapsed: boolean;
  onToggle: (seqno: number) => void;
}

/** The number cell of a section header: its seqno and a button folding the section's lines away. */
export function SectionToggle({ seqno, collapsed, onToggle }: SectionToggleProps) {
  const { t } = useTranslation('tenders');
  return (
    <Button
      variant="text"
      size="small"
      className="tp-section-toggle"
      icon={<Icon name={collapsed ? RIGHT : 'down'} />}
      aria-expanded={!collapsed}
      aria-label={t(collapsed ? 'finder.expand' : 'finder.collapse', { seqno })}
      onClick={() => onToggle(seqno)}
    >
      {seqno}
    </Button>
  );
}
