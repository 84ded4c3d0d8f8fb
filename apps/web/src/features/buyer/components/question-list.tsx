import type { BuyerQuestion } from '@tender/api-contract';
import { Alert, Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useBuyerQuestions } from '../api/get-buyer-questions';
import { rfqPath } from '../lib/paths';
import { AnswerForm } from './answer-form';

export const QUESTIONS_PAGE_SIZE = 10;

interface QuestionListProps {
  /** One RFQ's questions (its tab), or every RFQ's of the site (the inbox). */
  rfqnum?: string;
  unanswered?: boolean;
  page: number;
  onPage: (page: number) => void;
  /** Invited suppliers of the RFQ, when the page knows them: said in the answer's confirmation. */
  invited?: number;
  /** The inbox shows each question's RFQ. */
  showRfq?: boolean;
  headingLevel?: 2 | 3;
}

/**
 * Questions of suppliers, unanswered first then newest (the server's order), answered inline: a table
 * with a row that opens its answer form, cards on narrow screens. A question can be answered whatever
 * the tender's stage, here as in the inbox and on the server: one asked just before an award or a
 * cancellation still gets its answer on the record.
 */
export function QuestionList(props: QuestionListProps) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  const cards = useCardLayout();
  const { page, onPage, rfqnum, unanswered } = props;
  const list = useBuyerQuestions({
    page,
    pagesize: QUESTIONS_PAGE_SIZE,
    ...(rfqnum ? { rfqnum } : {}),
    ...(unanswered ? { unanswered: 1 } : {}),
  });
  const [answering, setAnswering] = useState<number | null>(null);
  const questions = list.data?.questions ?? [];

  const rfqLink = (q: BuyerQuestion) => (
    <>
      <Link to={`${rfqPath(q.rfqnum)}?tab=questions`}>{q.rfqnum}</Link>
      <div className="tp-bt-secondary">{q.rfqdescription}</div>
    </>
  );
  const asker = (q: BuyerQuestion) => (
    <>
      {q.suppliercode} {q.suppliername}
      <div className="tp-bt-secondary">{q.askedby}</div>
    </>
  );
  const answerState = (q: BuyerQuestion) =>
    q.answeredat || q.answer ? (
      <Tag color={q.answerall ? '#237804' : '#46607a'}>
        {t(q.answerall ? 'questions.answeredPublic' : 'questions.answeredPrivate')}
      </Tag>
    ) : (
      <Tag color="#8b5a2b">{t('questions.waiting')}</Tag>
    );
  const answerText = (q: BuyerQuestion) =>
    q.answer ? (
      <>
        <Typography.Paragraph className="tp-bt-text">{q.answer}</Typography.Paragraph>
        {q.answeredat ? <div className="tp-bt-secondary">{clock.dateTime(q.answeredat)}</div> : null}
      </>
    ) : null;
  const isOpen = (q: BuyerQuestion) => !q.answer && !q.answeredat;
  const answerButton = (q: BuyerQuestion) =>
    isOpen(q) ? (
      <Button
        size={cards ? 'middle' : 'small'}
        type={answering === q.questionid ? 'default' : 'primary'}
        aria-expanded={answering === q.questionid}
        onClick={() => setAnswering(answering === q.questionid ? null : q.questionid)}
      >
        {t(answering === q.questionid ? 'questions.hideAnswer' : 'questions.answerIt')}
      </Button>
    ) : null;
  const form = (q: BuyerQuestion) => (
    <AnswerForm question={q} invited={props.invited} onDone={() => setAnswering(null)} />
  );

  const pagination = {
    current: page,
    pageSize: QUESTIONS_PAGE_SIZE,
    total: list.data?.totalcount ?? 0,
    hideOnSinglePage: true,
    showSizeChanger: false,
    onChange: onPage,
  };

  const columns: TableColumnsType<BuyerQuestion> = [
    ...(props.showRfq
      ? [{ key: 'rfq', title: t('questions.rfq'), render: (_: unknown, q: BuyerQuestion) => rfqLink(q) }]
      : []),
    { key: 'supplier', title: t('questions.supplier'), render: (_, q) => asker(q) },
    {
      key: 'question',
      title: t('questions.question'),
      render: (_, q) => <Typography.Paragraph className="tp-bt-text">{q.question}</Typography.Paragraph>,
    },
    {
      key: 'asked',
      title: t('questions.askedAt'),
      render: (_, q) => <span className="tp-bt-nowrap">{clock.dateTime(q.createdate)}</span>,
    },
    {
      key: 'answer',
      title: t('questions.answer'),
      render: (_, q) => (
        <>
          {answerState(q)}
          {answerText(q)}
        </>
      ),
    },
    { key: 'action', title: t('questions.action'), render: (_, q) => answerButton(q) },
  ];

  return (
    <div className="tp-bt-questions" data-testid="question-list">
      {list.isError ? <Alert type="error" showIcon title={errorText(list.error)} /> : null}
      {cards ? (
        <CardList<BuyerQuestion>
          items={questions}
          itemKey={(q) => q.questionid}
          label={t('questions.listLabel')}
          headingLevel={props.headingLevel ?? 3}
          title={(q) => (props.showRfq ? q.rfqnum : `${q.suppliercode} ${q.suppliername}`)}
          tags={answerState}
          body={(q) => (
            <>
              {props.showRfq ? <div className="tp-bt-secondary">{q.rfqdescription}</div> : null}
              <Typography.Paragraph className="tp-bt-text">{q.question}</Typography.Paragraph>
            </>
          )}
          fields={[
            ...(props.showRfq
              ? [
                  {
                    key: 'supplier',
                    label: t('questions.supplier'),
                    render: (q: BuyerQuestion) => `${q.suppliercode} ${q.suppliername}`,
                  },
                ]
              : []),
            { key: 'asker', label: t('questions.askedBy'), render: (q) => q.askedby },
            { key: 'asked', label: t('questions.askedAt'), render: (q) => clock.dateTime(q.createdate) },
            { key: 'answer', label: t('questions.answer'), render: answerText },
          ]}
          actions={(q) =>
            isOpen(q) ? (
              <div className="tp-bt-card-answer">
                {props.showRfq ? (
                  <Link to={`${rfqPath(q.rfqnum)}?tab=questions`}>{t('questions.openRfq')}</Link>
                ) : null}
                {answerButton(q)}
                {answering === q.questionid ? form(q) : null}
              </div>
            ) : props.showRfq ? (
              <Link to={`${rfqPath(q.rfqnum)}?tab=questions`}>{t('questions.openRfq')}</Link>
            ) : null
          }
          loading={list.isFetching}
          empty={t(unanswered ? 'questions.emptyUnanswered' : 'questions.empty')}
          pagination={pagination}
        />
      ) : (
        <Table<BuyerQuestion>
          rowKey="questionid"
          columns={columns}
          dataSource={questions}
          loading={list.isFetching}
          pagination={pagination}
          locale={{ emptyText: t(unanswered ? 'questions.emptyUnanswered' : 'questions.empty') }}
          expandable={{
            expandedRowKeys: answering === null ? [] : [answering],
            expandedRowRender: form,
            showExpandColumn: false,
          }}
        />
      )}
    </div>
  );
}
