import type { QuestionItem } from '@tender/api-contract';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import './questions.css';

/** One question with its answer and who can see it. */
export function QuestionDetail({ question }: { question: QuestionItem }) {
  const { t } = useTranslation('questions');
  const clock = useSiteClock();
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('qa.date')}>{clock.dateTime(question.createdate)}</Descriptions.Item>
      <Descriptions.Item label={t('qa.askedBy')}>
        {t(question.mine === '1' ? 'qa.mine' : 'qa.otherSupplier')}
      </Descriptions.Item>
      <Descriptions.Item label={t('qa.question')}>
        <Typography.Paragraph className="tp-question-text">{question.question}</Typography.Paragraph>
      </Descriptions.Item>
      <Descriptions.Item label={t('qa.answer')}>
        {question.answer ? (
          <Typography.Paragraph className="tp-question-text">{question.answer}</Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('qa.notAnswered')}</Typography.Text>
        )}
      </Descriptions.Item>
      {question.answer ? (
        <Descriptions.Item label={t('qa.visibility')}>
          {t(question.answerall === '1' ? 'qa.public' : 'qa.private')}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
