import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenFile } from '@/hooks/use-open-file';
import { buyerRfqQueryOptions } from '../api/get-buyer-rfq';

/**
 * How old the detail (and so its signed links) may be when a file is opened from it. The server signs a
 * link for 10 minutes (DOWNLOAD_LINK_TTL_SECONDS); a page left open longer reads the detail again first.
 */
export const RFQ_LINK_FRESH_MS = 8 * 60_000;

/**
 * Opens an attachment of the buyer's RFQ `rfqnum` by its signed link (a viewable file in a tab, anything
 * else downloaded), with a fresh link when the one on screen is near its end. Resolves whether it opened;
 * the user is told when it did not (the file was removed meanwhile, or the link failed).
 */
export function useOpenRfqDocument(rfqnum: string) {
  const { t } = useTranslation('buyer');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const openFile = useOpenFile(t('attachments.openFailed'));
  return useCallback(
    async (documentid: number): Promise<boolean> => {
      const detail = await queryClient
        .fetchQuery({ ...buyerRfqQueryOptions(rfqnum), staleTime: RFQ_LINK_FRESH_MS })
        .catch(() => undefined);
      const document = detail?.documents.find((d) => d.documentid === documentid);
      if (!document) {
        // Removed meanwhile (the list on screen is refreshed with the detail), or the detail failed.
        message.error(t('attachments.openFailed'));
        return false;
      }
      return openFile(document);
    },
    [queryClient, rfqnum, openFile, message, t],
  );
}
