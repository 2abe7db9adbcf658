import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The window title of the page shown, in the active language: "Trip Types · Taxi Back Office".
 * Screen readers announce it, and tabs and the history list tell pages apart. The page's meta
 * description (index.html) follows the language too.
 */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation('common');
  const appName = t('appName');
  const description = t('appDescription');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, appName, description]);
}
