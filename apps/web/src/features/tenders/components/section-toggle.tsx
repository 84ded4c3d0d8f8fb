import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

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
      type="text"
      size="small"
      className="tp-section-toggle"
      icon={collapsed ? <RightOutlined /> : <DownOutlined />}
      aria-expanded={!collapsed}
      aria-label={t(collapsed ? 'finder.expand' : 'finder.collapse', { seqno })}
      onClick={() => onToggle(seqno)}
    >
      {seqno}
    </Button>
  );
}
