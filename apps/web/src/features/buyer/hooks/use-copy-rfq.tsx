import type { BuyerRfqCopyBody } from '@tender/api-contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '@/lib/api-client';
import { useCopyRfq } from '../api/templates';
import { rfqEditPath } from '../lib/paths';

/**
 * "Copy" (of an RFQ or a template, issue 33): makes the new draft, opens its editor (the closing date is
 * left to set) and tells the buyer which suppliers were left off the invitees, by name and code.
 */
export function useCopyAction() {
  const { t } = useTranslation('buyer');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const copy = useCopyRfq();

  const run = async (body: BuyerRfqCopyBody): Promise<boolean> => {
    try {
      const made = await copy.mutateAsync(body);
      navigate(rfqEditPath(made.rfqnum));
      if (made.leftout.length === 0) {
        message.success(t('copy.done', { rfqnum: made.rfqnum }));
      } else {
        modal.warning({
          title: t('copy.leftOutTitle', { rfqnum: made.rfqnum, count: made.leftout.length }),
          content: (
            <>
              <p>{t('copy.leftOutIntro', { count: made.leftout.length })}</p>
              <ul data-testid="copy-left-out">
                {made.leftout.map((s) => (
                  <li key={s.code}>{s.name ? `${s.name} (${s.code})` : s.code}</li>
                ))}
              </ul>
            </>
          ),
          okText: t('copy.leftOutOk'),
        });
      }
      return true;
    } catch (error) {
      message.error(errorText(error));
      return false;
    }
  };

  return { run, pending: copy.isPending };
}
