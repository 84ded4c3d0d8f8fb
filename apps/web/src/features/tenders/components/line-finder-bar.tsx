import { SearchOutlined } from '@ant-design/icons';
import { Input, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type LineFinder,
  type LinePageSize,
  type LineSection,
  type LineShow,
  PAGE_SIZES,
} from '../lib/line-finder';

interface LineFinderBarProps {
  finder: LineFinder;
  /** Lines with a missing value or a refused one. */
  attentionCount: number;
  sections: readonly LineSection[];
  /** Lines per page; none: no choice (the phone's cards show every line, virtualised). */
  pageSize?: LinePageSize;
  onFinder: (finder: LineFinder) => void;
  onPageSize?: (size: LinePageSize) => void;
}

/** Finding lines in a long bill: what to show, which section, a search, and how many lines per page. */
export function LineFinderBar(props: LineFinderBarProps) {
  const { finder, attentionCount, sections, pageSize, onFinder, onPageSize } = props;
  const { t } = useTranslation('tenders');
  return (
    <search className="tp-finder-bar" aria-label={t('finder.label')}>
      <Segmented<LineShow>
        size="small"
        value={finder.show}
        onChange={(show) => onFinder({ ...finder, show })}
        options={[
          { value: 'all', label: t('grid.allLines') },
          {
            value: 'attention',
            // "Needs attention (1,248)": a bill's count reads with its thousands marked.
            label: t('grid.needsAttention', {
              count: attentionCount,
              formatted: attentionCount.toLocaleString('en-US'),
            }),
          },
          { value: 'priced', label: t('finder.priced') },
          { value: 'unpriced', label: t('finder.unpriced') },
        ]}
      />
      {sections.length > 0 ? (
        <Select<number>
          size="small"
          className="tp-finder-section"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('finder.allSections')}
          aria-label={t('finder.section')}
          value={finder.section ?? undefined}
          onChange={(section) => onFinder({ ...finder, section: section ?? null })}
          options={sections.map((section) => ({ value: section.seqno, label: section.title }))}
          popupMatchSelectWidth={false}
        />
      ) : null}
      <Input
        size="small"
        className="tp-finder-search"
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={t('finder.search')}
        aria-label={t('finder.searchLabel')}
        value={finder.search}
        onChange={(event) => onFinder({ ...finder, search: event.target.value })}
      />
      {pageSize === undefined ? null : (
        <Select<LinePageSize>
          size="small"
          className="tp-finder-page-size"
          aria-label={t('finder.pageSize')}
          value={pageSize}
          onChange={onPageSize}
          options={PAGE_SIZES.map((size) => ({
            value: size,
            label: size === 'all' ? t('finder.allOnOnePage') : t('finder.perPage', { count: size }),
          }))}
          popupMatchSelectWidth={false}
        />
      )}
    </search>
  );
}
