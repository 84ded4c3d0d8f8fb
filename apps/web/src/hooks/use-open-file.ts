import { App } from 'antd';
import { useCallback } from 'react';
import { type FileLink, type OpenFileOptions, openFile } from '@/lib/open-file';

/**
 * Opens a stored file (lib/open-file: viewable in a tab, else downloaded) and tells the user with
 * `failureText` when its link does not work. Resolves whether it opened.
 */
export function useOpenFile(failureText: string) {
  const { message } = App.useApp();
  return useCallback(
    async (link: FileLink, options?: OpenFileOptions): Promise<boolean> => {
      const opened = await openFile(link, options);
      if (!opened) message.error(failureText);
      return opened;
    },
    [message, failureText],
  );
}
