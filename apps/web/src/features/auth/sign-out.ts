import { readStoredLangcode, storeLangcode } from '@/i18n/languages';
import { queryClient } from '@/lib/query-client';
import { clearSession } from './session';

/**
 * Forgets everything stored about the user in this browser (spec 4.5: local and session storage and
 * the user cookies) but keeps the language the visitor chose, which is not user data.
 */
export function signOutLocally(): void {
  const langcode = readStoredLangcode();
  localStorage.clear();
  sessionStorage.clear();
  if (langcode) storeLangcode(langcode);
  clearSession();
  // Cached tenders of one user must never show to the next one on a shared computer.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'common' });
}
