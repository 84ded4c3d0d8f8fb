import { QUESTION_MAX_LENGTH } from '@tender/domain';
import { App, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { useAddQuestion } from '../api/add-question';

interface AddQuestionFormProps {
  rfqnum: string;
  onDone(): void;
}

/** A new question: it must not be blank, which is shown inline while typing and on leaving the field. */
export function AddQuestionForm({ rfqnum, onDone }: AddQuestionFormProps) {
  const { t } = useTranslation('questions');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ question: string }>();
  const add = useAddQuestion();

  const submit = async ({ question }: { question: string }) => {
    try {
      await add.mutateAsync({ rfqnum, question: question.trim() });
      message.success(t('qa.added'));
      form.resetFields();
      onDone();
    } catch (error) {
      message.error(errorText(error));
    }
  };

  return (
    <Form form={form} layout="vertical" name="add-question" onFinish={(values) => void submit(values)}>
      <Form.Item
        name="question"
        label={t('qa.newQuestion')}
        rules={[{ required: true, whitespace: true, message: t('qa.questionRequired') }]}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input.TextArea rows={4} maxLength={QUESTION_MAX_LENGTH} showCount />
      </Form.Item>
      <Space>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('qa.send')}
        </Button>
      </Space>
    </Form>
  );
}
