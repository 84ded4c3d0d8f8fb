import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmModal, showModal } from '@/components/modal';
import { errorText } from '@/lib/api-client';
import { flushPendingWork } from '@/lib/pending-work';
import { logout } from '../api/logout';
import { getSession } from '../session';
import { signOutLocally } from '../sign-out';

/**
 * Sign Out: saves pending work first (a quotation draft) and asks when it could not be saved, then ends
 * the session on the server and forgets the user here whatever the server said. Used by the plain
 * header (issue 30): its dialogs load antd only when they show (showModal).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async () => {
    if (!(await flushPendingWork())) {
      const leave = await confirmModal({
        title: t('pendingWork.title'),
        content: t('pendingWork.body'),
        okText: t('pendingWork.signOut'),
        okButtonProps: { danger: true },
        cancelText: t('pendingWork.stay'),
      });
      if (!leave) return;
    }
    const session = getSession();
    if (session) {
      try {
        await logout(session);
      } catch (error) {
        // Shown over the sign-in page it leads to: the session is forgotten here all the same.
        showModal('error', { title: errorText(error) });
      }
    }
    signOutLocally();
    navigate('/login', { replace: true });
  };
}
