import type { BuyerRfqDetail } from '@tender/api-contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishRfq } from '../api/publish-rfq';
import { refusalContent } from '../components/refusal';
import { publishProblems } from '../lib/publish-problems';

/**
 * Publish: the checks the server makes run first (no lines, nobody invited, closing date past, bill of
 * quantities with problems), then a confirmation saying who is e-mailed; a refusal of the server is
 * shown with its translated message.
 */
export function usePublish(rfq: BuyerRfqDetail | undefined) {
  const { t } = useTranslation('buyer');
  const { modal, message } = App.useApp();
  const publish = usePublishRfq();

  return useCallback(() => {
    if (!rfq) return;
    const problems = publishProblems(rfq, new Date());
    if (problems.length > 0) {
      modal.warning({
        title: t('publish.blockedTitle'),
        content: (
          <ul className="tp-bt-problems">
            {problems.map((problem) => (
              <li key={problem}>{t(`publish.problem.${problem}`)}</li>
            ))}
          </ul>
        ),
        okText: t('actions.close'),
      });
      return;
    }
    modal.confirm({
      title: t('publish.confirmTitle', { rfqnum: rfq.rfqnum }),
      content: t('publish.confirmText', { count: rfq.invitations.length }),
      okText: t('publish.ok'),
      cancelText: t('actions.back'),
      onOk: async () => {
        try {
          const published = await publish.mutateAsync(rfq.rfqnum);
          message.success(t('publish.done', { count: published.invitations }));
        } catch (error) {
          modal.error({ title: t('publish.refused'), content: refusalContent(t, error) });
        }
      },
    });
  }, [rfq, modal, message, publish, t]);
}
