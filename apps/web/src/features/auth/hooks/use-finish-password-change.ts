import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showModal } from '@/components/modal';
import { setLoginNotice } from '../login-notice';
import { signOutLocally } from '../sign-out';

/**
 * After a successful change the server has ended every session (spec 4.5), so the browser is signed
 * out too once the user has read the confirmation.
 */
export function useFinishPasswordChange() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return () => {
    const leave = () => {
      signOutLocally();
      setLoginNotice('passwordChanged');
      navigate('/login', { replace: true });
    };
    showModal('success', {
      title: t('changePassword.success'),
      content: t('changePassword.successDetail'),
      okText: t('common:actions.ok'),
      onOk: leave,
      keyboard: false,
    });
  };
}
