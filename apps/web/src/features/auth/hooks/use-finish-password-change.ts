import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showModal } from '@/components/modal';
import { setLoginNotice } from '../login-notice';
import { askedPathIn, carryAsked, safeReturnPath } from '../return-path';
import { signOutLocally } from '../sign-out';

/**
 * After a successful change the server has ended every session (spec 4.5), so the browser is signed
 * out too once the user has read the confirmation, in every tab of the user. The next sign-in returns
 * to the page asked for before the forced change, or to the page the header's dialog was opened on.
 */
export function useFinishPasswordChange() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const asked =
    pathname === '/changepassword' ? askedPathIn(state) : safeReturnPath(`${pathname}${search}${hash}`);
  return () => {
    const leave = () => {
      signOutLocally('every-session');
      setLoginNotice('passwordChanged');
      navigate('/login', { replace: true, state: carryAsked(asked) });
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
