import type { BuyerQuestion } from '@tender/api-contract';
import { isBlankText } from '@tender/domain';
import { Alert, App, Button, Form, Input, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { useAnswerQuestion } from '../api/answer-question';

interface AnswerFormProps {
  question: BuyerQuestion;
  /** How many suppliers are invited to the RFQ, when known (the tender page knows it). */
  invited?: number;
  onDone?: () => void;
}

/**
 * Answers a question, publicly (every invited supplier sees it and is e-mailed) or privately (only the
 * asker); the buyer confirms after reading who will be e-mailed.
 */
export function AnswerForm({ question, invited, onDone }: AnswerFormProps) {
  const { t } = useTranslation('buyer');
  const { modal, message } = App.useApp();
  const answer = useAnswerQuestion();
  const [text, setText] = useState('');
  const [answerall, setAnswerall] = useState<0 | 1>(1);
  const [touched, setTouched] = useState(false);
  const id = useId();
  const missing = isBlankText(text);
  // A question imported from an ERP names its supplier only, not the user who asked.
  const asker = question.askedby
    ? t('questions.askerOf', { asker: question.askedby, supplier: question.suppliername })
    : question.suppliername;
  const recipients =
    answerall === 1
      ? invited === undefined
        ? t('questions.mailPublic', { asker, rfqnum: question.rfqnum })
        : t('questions.mailPublicCount', { asker, count: invited })
      : t('questions.mailPrivate', { asker });

  const send = () => {
    setTouched(true);
    if (missing) return;
    modal.confirm({
      title: t('questions.confirmTitle'),
      content: recipients,
      okText: t('questions.send'),
      cancelText: t('actions.back'),
      onOk: async () => {
        try {
          await answer.mutateAsync({ questionid: question.questionid, answer: text.trim(), answerall });
          message.success(t('questions.sent'));
          setText('');
          setTouched(false);
          onDone?.();
        } catch {
          // Shown below from the mutation's error.
        }
      },
    });
  };

  return (
    <Form layout="vertical" className="tp-bt-answer" onFinish={send}>
      <Form.Item
        label={t('questions.answer')}
        htmlFor={`${id}-answer`}
        required
        validateStatus={touched && missing ? 'error' : undefined}
        help={touched && missing ? t('questions.answerRequired') : undefined}
      >
        <Input.TextArea
          id={`${id}-answer`}
          value={text}
          maxLength={8000}
          rows={3}
          onChange={(event) => setText(event.target.value)}
        />
      </Form.Item>
      <Form.Item label={t('questions.visibility')}>
        <Radio.Group
          value={answerall}
          onChange={(event) => setAnswerall(event.target.value as 0 | 1)}
          className="tp-bt-answer__choice"
          aria-label={t('questions.visibility')}
        >
          <Radio value={1}>{t('questions.public')}</Radio>
          <Radio value={0}>{t('questions.private')}</Radio>
        </Radio.Group>
      </Form.Item>
      <p className="tp-bt-note">{recipients}</p>
      {answer.isError ? (
        <Alert type="error" showIcon title={errorText(answer.error)} className="tp-bt-dialog-alert" />
      ) : null}
      <Button type="primary" htmlType="submit" loading={answer.isPending}>
        {t('questions.send')}
      </Button>
    </Form>
  );
}
