import { usePageTitle } from '@/hooks/use-page-title';
import { AppDownloadPage as AppDownloadView } from './components/app-download-page';
import './app-download.css';

/** /appdownload (suppliers): thin page, lazy-loaded by the app router. */
export function AppDownloadPage() {
  usePageTitle('appDownload');
  return <AppDownloadView />;
}
