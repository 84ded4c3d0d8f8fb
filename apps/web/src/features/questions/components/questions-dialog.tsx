import { PlusOutlined } from '@ant-design/icons';
import type { QuestionItem } from '@tender/api-contract';
import { PAGE_SIZE_OPTIONS, QA_PAGE_SIZE } from '@tender/domain';
import { Alert, Button, Modal, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useQuestions } from '../api/get-questions';
import { AddQuestionForm } from './add-question-form';
import { QuestionDetail } from './question-detail';

interface QuestionsDialogProps {
  open: boolean;
  rfqnum: string;
  onClose(): void;
}

type View = { kind: 'list' } | { kind: 'add' } | { kind: 'detail'; question: QuestionItem };

/** Q&A of the tender: the list (10 a page), a question's detail, and Add (spec 2.8, 5). */
export function QuestionsDialog({ open, rfqnum, onClose }: QuestionsDialogProps) {
  const { t } = useTranslation('questions');
  const clock = useSiteClock();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(QA_PAGE_SIZE);
  const [view, setView] = useState<View>({ kind: 'list' });
  const questions = useQuestions(rfqnum, page, pageSize, open);
  const cards = useCardLayout();

  const close = () => {
    setView({ kind: 'list' });
    setPage(1);
    onClose();
  };
  const showList = () => setView({ kind: 'list' });

  const stateTags = (q: QuestionItem) => (
    <>
      {q.answer ? <Tag color="#237804">{t('qa.answered')}</Tag> : <Tag>{t('qa.notAnswered')}</Tag>}
      {q.mine === '1' ? null : <Tag color="blue">{t('qa.otherSupplier')}</Tag>}
    </>
  );
  const pagination = {
    current: page,
    pageSize,
    total: questions.data?.totalcount ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    hideOnSinglePage: false,
    onChange: (nextPage: number, nextSize: number) => {
      setPage(nextSize === pageSize ? nextPage : 1);
      setPageSize(nextSize);
    },
  };

  const columns: TableColumnsType<QuestionItem> = [
    {
      key: 'createdate',
      title: t('qa.date'),
      width: 170,
      render: (_, q) => clock.dateTime(q.createdate),
    },
    { key: 'question', title: t('qa.question'), dataIndex: 'question', ellipsis: true },
    {
      key: 'state',
      title: t('common.status'),
      width: 150,
      render: (_, q) => stateTags(q),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 100,
      render: (_, q) => (
        <Button type="link" onClick={() => setView({ kind: 'detail', question: q })}>
          {t('qa.detail')}
        </Button>
      ),
    },
  ];

  const footer =
    view.kind === 'detail'
      ? [
          <Button key="back" onClick={showList}>
            {t('qa.backToList')}
          </Button>,
        ]
      : view.kind === 'list'
        ? [
            <Button key="close" onClick={close}>
              {t('common.close')}
            </Button>,
            <Button
              key="add"
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setView({ kind: 'add' })}
            >
              {t('qa.add')}
            </Button>,
          ]
        : null;

  return (
    <Modal
      open={open}
      title={view.kind === 'detail' ? t('qa.detailTitle') : t('qa.title')}
      width={860}
      onCancel={close}
      destroyOnHidden
      footer={footer}
    >
      {view.kind === 'add' ? (
        <AddQuestionForm
          rfqnum={rfqnum}
          onDone={() => {
            setPage(1);
            showList();
          }}
        />
      ) : null}
      {view.kind === 'detail' ? <QuestionDetail question={view.question} /> : null}
      {view.kind === 'list' ? (
        <>
          {questions.error ? <Alert type="error" showIcon title={errorText(questions.error)} /> : null}
          {cards ? (
            <CardList<QuestionItem>
              className="tp-question-cards"
              items={questions.data?.questionResList ?? []}
              itemKey={(q) => q.questionid}
              label={t('qa.title')}
              title={(q) => (
                <Button type="link" onClick={() => setView({ kind: 'detail', question: q })}>
                  {q.question}
                </Button>
              )}
              tags={stateTags}
              fields={[
                { key: 'createdate', label: t('qa.date'), render: (q) => clock.dateTime(q.createdate) },
              ]}
              wholeCardOpens
              loading={questions.isFetching}
              empty={t('qa.empty')}
              pagination={pagination}
            />
          ) : (
            <Table<QuestionItem>
              rowKey="questionid"
              size="small"
              columns={columns}
              dataSource={questions.data?.questionResList ?? []}
              loading={questions.isFetching}
              locale={{ emptyText: t('qa.empty') }}
              pagination={pagination}
            />
          )}
        </>
      ) : null}
    </Modal>
  );
}
