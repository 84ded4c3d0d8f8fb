import { EditOutlined, TrophyOutlined } from '@ant-design/icons';
import type { BuyerCriterion, Tabulation, TabulationSupplier } from '@tender/api-contract';
import { PRICE_CRITERION, SCORE_MAX, SCORE_NOTE_MAX } from '@tender/domain';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardLayout } from '@/hooks/use-media-query';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useScoreRfq } from '../api/score-rfq';
import { byRank, criterionName } from '../lib/ranking';

// Scoring beyond price (issue 33): the ranking of the quotations on the RFQ's criteria, and the buyer's or
// approver's own scores of each quotation. The server computes every figure (the domain's scoring.ts).

/** A criterion's label: the buyer's name, or the word for price in the reader's language. */
export function useCriterionName() {
  const { t } = useTranslation('buyer');
  return (c: Pick<BuyerCriterion, 'criterion' | 'name'>) => criterionName(t, c);
}

function RankTag({ rank }: { rank: number | null }) {
  const { t } = useTranslation('buyer');
  if (rank === null) return <span className="tp-boq-muted">{t('ranking.notRanked')}</span>;
  return rank === 1 ? (
    <Tag color="#0958d9" icon={<TrophyOutlined aria-hidden />}>
      {t('ranking.rank', { rank })}
    </Tag>
  ) : (
    <Tag>{t('ranking.rank', { rank })}</Tag>
  );
}

interface ScoreDialogProps {
  rfqnum: string;
  supplier: TabulationSupplier;
  criteria: readonly BuyerCriterion[];
  onClose: () => void;
}

interface ScoreValues {
  scores: { criterion: string; score: number | null; note: string }[];
}

/** The caller's scores of one quotation, each criterion but price, prefilled with what they gave. */
function ScoreDialog({ rfqnum, supplier, criteria, onClose }: ScoreDialogProps) {
  const { t } = useTranslation('buyer');
  const { message } = App.useApp();
  const clock = useSiteClock();
  const nameOf = useCriterionName();
  const score = useScoreRfq();
  const [form] = Form.useForm<ScoreValues>();
  const scored = criteria
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => c.criterion !== PRICE_CRITERION);
  const initial: ScoreValues = {
    scores: scored.map(({ c, index }) => {
      const mine = supplier.scoring?.scores[index]?.given.find((g) => g.mine);
      return { criterion: c.criterion, score: mine ? Number(mine.score) : null, note: mine?.note ?? '' };
    }),
  };

  const submit = async (values: ScoreValues) => {
    // The form holds only the fields shown: each criterion's key is its row's.
    const given = scored
      .map(({ c }, k) => ({ ...values.scores[k], criterion: c.criterion }))
      .filter((s) => s.score !== null && s.score !== undefined);
    if (given.length === 0) {
      onClose();
      return;
    }
    try {
      await score.mutateAsync({
        rfqnum,
        suppliercode: supplier.suppliercode,
        scores: given.map((s) => ({ criterion: s.criterion, score: String(s.score), note: s.note ?? '' })),
      });
      message.success(t('ranking.saved', { supplier: supplier.suppliercode }));
      onClose();
    } catch {
      // Shown below from the request's error.
    }
  };

  return (
    <Modal
      open
      width={640}
      title={t('ranking.dialogTitle', { supplier: `${supplier.suppliercode} ${supplier.suppliername}` })}
      okText={t('ranking.save')}
      cancelText={t('ranking.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={score.isPending}
      destroyOnHidden
    >
      <p>{t('ranking.dialogText', { max: SCORE_MAX })}</p>
      <Form<ScoreValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void submit(v)}
      >
        {scored.map(({ c, index }, k) => {
          const others = (supplier.scoring?.scores[index]?.given ?? []).filter((g) => !g.mine);
          return (
            <fieldset key={c.criterion} className="tp-bt-score-field" data-testid="score-field">
              <legend>{t('ranking.criterion', { name: nameOf(c), weight: c.weight })}</legend>
              <Form.Item
                name={['scores', k, 'score']}
                label={t('ranking.score', { max: SCORE_MAX })}
                rules={[
                  {
                    type: 'number',
                    min: 0,
                    max: SCORE_MAX,
                    message: t('ranking.scoreRange', { max: SCORE_MAX }),
                  },
                ]}
              >
                <InputNumber min={0} max={SCORE_MAX} step={0.5} precision={1} inputMode="decimal" />
              </Form.Item>
              <Form.Item name={['scores', k, 'note']} label={t('ranking.note')}>
                <Input.TextArea rows={2} maxLength={SCORE_NOTE_MAX} />
              </Form.Item>
              {others.length > 0 ? (
                <ul className="tp-bt-names tp-boq-muted">
                  {others.map((g) => (
                    <li key={`${g.scorer}-${g.scoredat}`}>
                      {t('ranking.other', {
                        scorer: g.scorer,
                        score: g.score,
                        at: clock.dateTime(g.scoredat),
                      })}
                      {g.note ? ` — ${g.note}` : ''}
                    </li>
                  ))}
                </ul>
              ) : null}
            </fieldset>
          );
        })}
      </Form>
      {score.isError ? <Alert type="error" showIcon title={errorText(score.error)} /> : null}
    </Modal>
  );
}

/**
 * The ranking on the criteria above the line-by-line comparison: rank, price score, each criterion's
 * score (the mean of its scorers), the weighted total; a table on a wide screen, cards on a narrow one.
 * Each quotation is scored from here while the tender allows it (opened, no award proposed yet).
 */
export function RankingPanel({ tabulation }: { tabulation: Tabulation }) {
  const { t } = useTranslation('buyer');
  const cards = useCardLayout();
  const nameOf = useCriterionName();
  const [scoring, setScoring] = useState<string | null>(null);
  const rows = useMemo(() => byRank(tabulation.suppliers), [tabulation.suppliers]);
  const { criteria } = tabulation;
  const others = criteria
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => c.criterion !== PRICE_CRITERION);
  const price = criteria.find((c) => c.criterion === PRICE_CRITERION);
  const chosen = tabulation.suppliers.find((s) => s.suppliercode === scoring);
  const best = rows.filter((s) => s.scoring?.rank === 1);

  const mean = (s: TabulationSupplier, index: number) => {
    const entry = s.scoring?.scores[index];
    if (!entry || entry.score === null) return <span className="tp-boq-muted">{t('ranking.notScored')}</span>;
    return (
      <>
        {entry.score}
        <span className="tp-boq-muted"> {t('ranking.scorers', { count: entry.given.length })}</span>
      </>
    );
  };
  const priceScore = (s: TabulationSupplier) =>
    s.scoring?.pricescore ?? <span className="tp-boq-muted">{t('ranking.notComparable')}</span>;
  const action = (s: TabulationSupplier) =>
    tabulation.scorable ? (
      <Button
        size="small"
        icon={<EditOutlined />}
        onClick={() => setScoring(s.suppliercode)}
        data-testid="score-button"
        aria-label={t('ranking.scoreSupplier', { supplier: `${s.suppliercode} ${s.suppliername}` })}
      >
        {t('ranking.scoreButton')}
      </Button>
    ) : null;

  return (
    <section className="tp-bt-ranking" aria-labelledby="tp-bt-ranking-title" data-testid="ranking">
      <h2 id="tp-bt-ranking-title" className="tp-bt-outcome__title">
        {t('ranking.title')}
      </h2>
      <p className="tp-boq-muted">{t('ranking.formula', { weight: price?.weight ?? 100 })}</p>
      {best.length > 0 ? (
        <p className="tp-bt-summary" data-testid="best-ranked">
          {t('ranking.best', {
            suppliers: best.map((s) => `${s.suppliercode} ${s.suppliername}`).join(', '),
            total: best[0]?.scoring?.weightedtotal ?? '',
          })}
        </p>
      ) : (
        <Alert type="info" showIcon title={t('ranking.incomplete')} data-testid="ranking-incomplete" />
      )}
      {cards ? (
        <ul className="tp-bt-ranking-cards">
          {rows.map((s) => (
            <li
              key={s.suppliercode}
              className="tp-bt-ranking-card"
              data-testid="ranking-row"
              data-supplier={s.suppliercode}
            >
              <div className="tp-bt-ranking-card__head">
                <RankTag rank={s.scoring?.rank ?? null} />
                <strong>
                  {s.suppliercode} {s.suppliername}
                </strong>
              </div>
              <dl className="tp-bt-ranking-card__facts">
                <div className="tp-bt-ranking-card__fact">
                  <dt>{t('ranking.weightedTotal')}</dt>
                  <dd data-testid="weighted-total">{s.scoring?.weightedtotal ?? '—'}</dd>
                </div>
                <div className="tp-bt-ranking-card__fact">
                  <dt>{t('ranking.criterion', { name: t('criteria.price'), weight: price?.weight ?? 0 })}</dt>
                  <dd>{priceScore(s)}</dd>
                </div>
                {others.map(({ c, index }) => (
                  <div key={c.criterion} className="tp-bt-ranking-card__fact">
                    <dt>{t('ranking.criterion', { name: nameOf(c), weight: c.weight })}</dt>
                    <dd>{mean(s, index)}</dd>
                  </div>
                ))}
              </dl>
              {action(s)}
            </li>
          ))}
        </ul>
      ) : (
        <Table<TabulationSupplier>
          size="small"
          pagination={false}
          rowKey="suppliercode"
          dataSource={rows}
          onRow={(s) => ({ 'data-testid': 'ranking-row', 'data-supplier': s.suppliercode }) as never}
          columns={[
            {
              key: 'rank',
              title: t('ranking.rankColumn'),
              render: (_, s) => <RankTag rank={s.scoring?.rank ?? null} />,
            },
            {
              key: 'supplier',
              title: t('ranking.supplier'),
              render: (_, s) => `${s.suppliercode} ${s.suppliername}`,
            },
            {
              key: 'price',
              title: t('ranking.criterion', { name: t('criteria.price'), weight: price?.weight ?? 0 }),
              align: 'right',
              render: (_, s) => priceScore(s),
            },
            ...others.map(({ c, index }) => ({
              key: c.criterion,
              title: t('ranking.criterion', { name: nameOf(c), weight: c.weight }),
              align: 'right' as const,
              render: (_: unknown, s: TabulationSupplier) => mean(s, index),
            })),
            {
              key: 'total',
              title: t('ranking.weightedTotal'),
              align: 'right',
              render: (_, s) => (
                <strong data-testid="weighted-total">{s.scoring?.weightedtotal ?? '—'}</strong>
              ),
            },
            ...(tabulation.scorable
              ? [
                  {
                    key: 'action',
                    title: t('ranking.actions'),
                    render: (_: unknown, s: TabulationSupplier) => action(s),
                  },
                ]
              : []),
          ]}
        />
      )}
      {chosen ? (
        <ScoreDialog
          rfqnum={tabulation.rfqnum}
          supplier={chosen}
          criteria={criteria}
          onClose={() => setScoring(null)}
        />
      ) : null}
    </section>
  );
}
