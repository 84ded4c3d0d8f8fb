import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { BatchResult } from '../lib/attachment-batch';

/** The report after Submit: one line per file saying what succeeded and what failed (spec 8, Profile). */
export function AttachmentResultList({ results, t }: { results: BatchResult[]; t: TFunction<'profile'> }) {
  const text = (r: BatchResult) => {
    const key =
      r.action === 'delete' ? (r.ok ? 'deleted' : 'deleteFailed') : r.ok ? 'uploaded' : 'uploadFailed';
    const line = t(`attachments.${key}`, { name: r.fileName });
    return r.error && !r.ok ? `${line} ${t('attachments.reason', { reason: r.error })}` : line;
  };
  return (
    <ul className="tp-attachment-results" data-testid="attachment-results">
      {results.map((r) => (
        <li key={`${r.action}:${r.fileName}`} data-ok={r.ok ? 'true' : 'false'}>
          {r.ok ? (
            <CheckCircleTwoTone twoToneColor="#52c41a" aria-hidden />
          ) : (
            <CloseCircleTwoTone twoToneColor="#ff4d4f" aria-hidden />
          )}{' '}
          {text(r)}
        </li>
      ))}
    </ul>
  );
}
