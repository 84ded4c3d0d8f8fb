import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/plain/button';
import { SEARCH } from '@/components/plain/detail-icons';
import { Icon } from '@/components/plain/icons';
import { TextInput } from '@/components/plain/input';
import { Segmented } from '@/components/plain/segmented';
import { Select } from '@/components/plain/select';
import {
  type LineFinder,
  type LinePageSize,
  type LineSection,
  type LineShow,
  PAGE_SIZES,
} from '../lib/line-finder';
import '@/components/plain/field.css';

interface LineFinderBarProps {
  finder: LineFinder;
  /** Lines with a missing value or a refused one. */
  attentionCount: number;
  sections: readonly LineSection[];
  /** Lines per page; none: no choice. */
  pageSize?: LinePageSize;
  onFinder: (finder: LineFinder) => void;
  onPageSize?: (size: LinePageSize) => void;
  /** Goes to a line by its number (its page, the line focused); answers whether the tender has it. */
  onGoToLine?: (seqno: number) => boolean;
}

/** "Go to line": a line number, Enter or Go; a number the tender has no line of is said so beside it. */
function GoToLineBox({ onGoToLine }: { onGoToLine: (seqno: number) => boolean }) {
  const { t } = useTranslation('tenders');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const messageId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    if (wanted === '') return;
    const seqno = /^\d{1,9}$/.test(wanted) ? Number(wanted) : Number.NaN;
    setMissing(Number.isInteger(seqno) && onGoToLine(seqno) ? null : wanted);
  };
  return (
    <form className="tp-finder-go" onSubmit={submit}>
      <span className="plain-compact plain-compact--inline">
        <TextInput
          size="small"
          className="tp-finder-go__input"
          inputMode="numeric"
          enterKeyHint="go"
          placeholder={t('finder.goToLinePlaceholder')}
          aria-label={t('finder.goToLine')}
          aria-invalid={missing !== null}
          aria-describedby={missing !== null ? messageId : undefined}
          status={missing !== null ? 'error' : undefined}
          value={text}
          onChange={(value) => {
            setText(value);
            setMissing(null);
          }}
        />
        <Button size="small" type="submit">
          {t('finder.go')}
        </Button>
      </span>
      <span id={messageId} className="tp-finder-go__missing" role="status">
        {missing !== null ? t('finder.noSuchLine', { seqno: missing }) : null}
      </span>
    </form>
  );
}

/** Finding lines in a long bill: what to show, which section, a search, and how many lines per page. */
export function LineFinderBar(props: LineFinderBarProps) {
  const { finder, attentionCount, sections, pageSize, onFinder, onPageSize, onGoToLine } = props;
  const { t } = useTranslation('tenders');
  const showName = useId();
  return (
    <search className="tp-finder-bar" aria-label={t('finder.label')}>
      <Segmented<LineShow>
        size="small"
        block={false}
        label={t('finder.show')}
        name={showName}
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
        // The browser's own list (a wheel or sheet on a phone), "All sections" first in the placeholder's
        // grey: choosing it clears the section, as antd's clear cross did.
        <Select
          size="small"
          className="tp-finder-section"
          placeholder={t('finder.allSections')}
          aria-label={t('finder.section')}
          value={finder.section === null ? '' : String(finder.section)}
          onChange={(section) => onFinder({ ...finder, section: section === '' ? null : Number(section) })}
          options={sections.map((section) => ({ value: String(section.seqno), label: section.title }))}
        />
      ) : null}
      <TextInput
        size="small"
        className="tp-finder-search"
        allowClear
        prefix={<Icon name={SEARCH} />}
        placeholder={t('finder.search')}
        aria-label={t('finder.searchLabel')}
        value={finder.search}
        onChange={(search) => onFinder({ ...finder, search })}
      />
      {pageSize === undefined ? null : (
        <Select
          size="small"
          fit="value"
          className="tp-finder-page-size"
          aria-label={t('finder.pageSize')}
          value={String(pageSize)}
          onChange={(value) => {
            const size = PAGE_SIZES.find((option) => String(option) === value);
            if (size !== undefined) onPageSize?.(size);
          }}
          options={PAGE_SIZES.map((size) => ({
            value: String(size),
            label: size === 'all' ? t('finder.allOnOnePage') : t('finder.perPage', { count: size }),
          }))}
        />
      )}
      {onGoToLine ? <GoToLineBox onGoToLine={onGoToLine} /> : null}
    </search>
  );
}
