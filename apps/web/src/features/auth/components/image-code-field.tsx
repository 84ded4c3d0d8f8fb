import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/plain/button';
import { FieldLayout } from '@/components/plain/form';
import { TextInput } from '@/components/plain/input';
import { errorText } from '@/lib/api-client';
import { getImageCode, type ImageCodeKind } from '../api/image-code';
import type { ImageCode } from '../hooks/use-image-code';
import './image-code-field.css';

interface ImageCodeFieldProps {
  /** The page's `useImageCode()`. */
  code: ImageCode;
  /** The form's name: the input's id is `<name>_imagecode` (`login_imagecode`, `forget_imagecode`). */
  formName: string;
}

/** An SVG as an image source: an `<img>` never runs what an SVG holds (and the policy allows `data:`). */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The image verification code with its New image button, and its accessible alternative: a question in
 * words a screen reader reads ("What is seven plus four?"), which the field offers in its help. Built
 * from the plain components (the sign-in pages load no antd) and loaded only once the server asks.
 */
export function ImageCodeField({ code, formName }: ImageCodeFieldProps) {
  const { t } = useTranslation('auth');
  const [kind, setKind] = useState<ImageCodeKind>('image');
  const { round, showing, refresh } = code;
  const challenge = useQuery({
    queryKey: ['image-code', formName, kind, round],
    queryFn: () => getImageCode(kind),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const shown = challenge.data;

  useEffect(() => showing(shown?.imagecodeid ?? null), [shown, showing]);
  // An expired code cannot be answered any more: a new one takes its place.
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(refresh, shown.expiresin * 1000);
    return () => clearTimeout(timer);
  }, [shown, refresh]);

  const id = `${formName}_imagecode`;
  const questionId = `${id}_question`;
  const hintId = `${id}_hint`;
  const helpId = `${id}_help`;
  const error = code.missing
    ? t(kind === 'image' ? 'imageCode.required' : 'imageCode.requiredAnswer')
    : undefined;
  const switchKind = () => {
    setKind(kind === 'image' ? 'question' : 'image');
    refresh();
  };

  return (
    <FieldLayout
      label={t('imageCode.label')}
      htmlFor={id}
      error={error}
      helpId={helpId}
      extra={
        <span id={hintId}>
          {t(kind === 'image' ? 'imageCode.hint' : 'imageCode.questionHint')}{' '}
          <button type="button" className="image-code__switch" onClick={switchKind}>
            {t(kind === 'image' ? 'imageCode.useQuestion' : 'imageCode.useImage')}
          </button>
        </span>
      }
    >
      <div className="image-code" data-testid="image-code">
        <div className="image-code__row">
          <div className="image-code__challenge" aria-live="polite">
            {shown?.kind === 'image' && (
              <img src={svgSource(shown.svg)} alt={t('imageCode.alt')} width={180} height={56} />
            )}
            {shown?.kind === 'question' && (
              <span id={questionId} className="image-code__question">
                {shown.question}
              </span>
            )}
            {challenge.isPending && <span className="image-code__status">{t('imageCode.loading')}</span>}
            {challenge.isError && <span className="image-code__status">{errorText(challenge.error)}</span>}
          </div>
          <Button onClick={refresh} data-testid="image-code-refresh">
            {t(kind === 'image' ? 'imageCode.newImage' : 'imageCode.newQuestion')}
          </Button>
        </div>
        <TextInput
          id={id}
          value={code.answer}
          onChange={code.setAnswer}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={[shown?.kind === 'question' && questionId, error && helpId, hintId]
            .filter(Boolean)
            .join(' ')}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode={kind === 'question' ? 'numeric' : 'text'}
        />
      </div>
    </FieldLayout>
  );
}
