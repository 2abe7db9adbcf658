import { useTranslation } from 'react-i18next';
import { focusMainContent } from '../focus-main-content';
import classes from './skip-link.module.css';

/** The first Tab stop of every shell page: jumps past the menus to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('layout');
  return (
    <a
      href={`#${targetId}`}
      className={classes.skipLink}
      data-testid="skip-link"
      onClick={(event) => {
        // Focus without touching the URL: a hash change would be a router navigation.
        event.preventDefault();
        focusMainContent(targetId);
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
