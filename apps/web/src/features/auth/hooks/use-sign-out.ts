import { App } from 'antd';
import { useNavigate } from 'react-router';
import { errorText } from '@/lib/api-client';
import { logout } from '../api/logout';
import { getSession } from '../session';
import { signOutLocally } from '../sign-out';

/** Sign Out: ends the session on the server, then forgets the user here whatever the server said. */
export function useSignOut() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  return async () => {
    const session = getSession();
    if (session) {
      try {
        await logout(session);
      } catch (error) {
        message.error(errorText(error));
      }
    }
    signOutLocally();
    navigate('/login', { replace: true });
  };
}
