import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { openDocument } from '../lib/open-document';

/** Opens a document by its signed link, telling the user when the content could not be loaded. */
export function useOpenDocument() {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  return async (doc: { filename: string; docurl: string }) => {
    if (!(await openDocument(doc))) message.error(t('loadFailed'));
  };
}
