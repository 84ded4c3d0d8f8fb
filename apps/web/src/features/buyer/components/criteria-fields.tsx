import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CRITERIA_MAX,
  CRITERIA_PROBLEM_LABEL_KEY,
  CRITERION_NAME_MAX,
  findCriteriaProblem,
  PRICE_CRITERION,
  weightTotal,
} from '@tender/domain';
import { Alert, Button, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CriterionValues, criteriaInput } from '../lib/rfq-form';

/** The next free key of a criterion the buyer adds (c1, c2...). */
function nextKey(criteria: readonly CriterionValues[]): string {
  let n = 1;
  while (criteria.some((c) => c.criterion === `c${n}`)) n += 1;
  return `c${n}`;
}

/**
 * How quotations will be evaluated (issue 33): none (price alone, as always), or price and criteria the
 * buyer names, each with a whole-percent weight, totalling 100. The total and the first problem show as
 * the buyer types (the domain's rule, which the server applies too). Fixed once published: read only.
 */
export function CriteriaFields({ fixed }: { fixed: boolean }) {
  const { t } = useTranslation('buyer');
  const form = Form.useFormInstance();
  const criteria = (Form.useWatch('criteria', form) ?? []) as CriterionValues[];
  const problem = criteria.length > 0 ? findCriteriaProblem(criteriaInput(criteria)) : null;
  const total = weightTotal(criteria.map((c) => ({ weight: c.weight ?? 0 })));

  return (
    <Form.List name="criteria">
      {(fields, { add, remove }) => (
        <div className="tp-buyer-criteria" data-testid="criteria-fields">
          {fields.length === 0 ? (
            <p className="tp-boq-muted">{fixed ? t('criteria.noneFixed') : t('criteria.none')}</p>
          ) : (
            <p className="tp-boq-muted">{fixed ? t('criteria.fixed') : t('criteria.help')}</p>
          )}
          {fields.map((field) => {
            const isPrice = criteria[field.name]?.criterion === PRICE_CRITERION;
            return (
              <div key={field.key} className="tp-buyer-criterion" data-testid="criterion-row">
                <Form.Item
                  className="tp-buyer-criterion__name"
                  label={t('criteria.name')}
                  name={isPrice ? undefined : [field.name, 'name']}
                >
                  {isPrice ? (
                    <Input value={t('criteria.price')} disabled aria-label={t('criteria.name')} />
                  ) : (
                    <Input
                      maxLength={CRITERION_NAME_MAX}
                      disabled={fixed}
                      placeholder={t('criteria.namePlaceholder')}
                    />
                  )}
                </Form.Item>
                <Form.Item
                  className="tp-buyer-criterion__weight"
                  label={t('criteria.weight')}
                  name={[field.name, 'weight']}
                >
                  <InputNumber min={1} max={100} precision={0} suffix="%" disabled={fixed} />
                </Form.Item>
                {!fixed && !isPrice ? (
                  <Button
                    className="tp-buyer-criterion__remove"
                    icon={<DeleteOutlined />}
                    aria-label={t('criteria.remove', {
                      name: criteria[field.name]?.name || t('criteria.unnamed'),
                    })}
                    onClick={() => {
                      remove(field.name);
                      // Price alone is no criterion: back to price only, as without criteria.
                      if (fields.length === 2) remove(0);
                    }}
                  />
                ) : null}
              </div>
            );
          })}
          {fields.length > 0 ? (
            <p
              className={total === 100 ? 'tp-bt-bold' : 'tp-bt-bold tp-buyer-criteria__off'}
              data-testid="criteria-total"
            >
              {t('criteria.total', { total })}
            </p>
          ) : null}
          {problem && !fixed ? (
            <Alert
              type="warning"
              showIcon
              title={t(CRITERIA_PROBLEM_LABEL_KEY[problem])}
              data-testid="criteria-problem"
            />
          ) : null}
          {!fixed ? (
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= CRITERIA_MAX}
              onClick={() => {
                if (fields.length === 0) {
                  add({ criterion: PRICE_CRITERION, name: '', weight: 70 });
                  add({ criterion: 'c1', name: '', weight: 30 });
                } else {
                  add({ criterion: nextKey(criteria), name: '', weight: null });
                }
              }}
            >
              {fields.length === 0 ? t('criteria.start') : t('criteria.add')}
            </Button>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}
