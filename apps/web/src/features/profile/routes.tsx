import { usePageTitle } from '@/hooks/use-page-title';
import { ProfilePage as ProfileView } from './components/profile-page';
import './profile.css';

// Thin page: the app shell lazy-loads it and the feature's components do the work.

/** /mycompanyprofile: the supplier's company profile. */
export function ProfilePage() {
  usePageTitle('profile');
  return <ProfileView />;
}
